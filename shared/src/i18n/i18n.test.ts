import { i18n, setLanguage, LANGUAGE_STORAGE_KEY, addMessages } from './index';

describe('i18n', () => {
  it('defaults to zh_CN and keeps the chosen language in localStorage', async () => {
    expect(i18n.t('status.pendingDispatch')).toBe('待派单');
    await setLanguage('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(i18n.t('status.pendingDispatch')).toBe('Pending dispatch');
    expect(document.documentElement.lang).toBe('en');
    await setLanguage('zh_TW');
    expect(i18n.t('http.expiredTitle')).toBe('系統提示');
    await setLanguage('zh_CN');
  });

  it('takes a package namespace in all three languages', () => {
    addMessages('demo', { zh_CN: { hi: '你好' }, zh_TW: { hi: '妳好' }, en: { hi: 'Hello' } });
    expect(i18n.t('demo:hi')).toBe('你好');
    expect(i18n.getFixedT('en')('demo:hi')).toBe('Hello');
  });
});
