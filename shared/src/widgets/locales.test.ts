import { i18n } from '../i18n';
import { WIDGETS_NS, widgetMessages } from './locales';

const keys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
    : [prefix.slice(0, -1)];

describe('widget messages', () => {
  it('have the same keys in every language, none empty', () => {
    const zhCN = keys(widgetMessages.zh_CN).sort();
    expect(keys(widgetMessages.zh_TW).sort()).toEqual(zhCN);
    expect(keys(widgetMessages.en).sort()).toEqual(zhCN);
    for (const lng of ['zh_CN', 'zh_TW', 'en'] as const) {
      for (const key of zhCN) expect(i18n.getFixedT(lng, WIDGETS_NS)(key)).not.toBe('');
    }
  });

  it('use the Chinese texts of the spec', () => {
    const t = i18n.getFixedT('zh_CN', WIDGETS_NS);
    expect(t('upload.tooLarge', { size: 10 })).toBe('上传失败，超过10M限制');
    expect(t('imageViewer.loadFailed')).toBe('加载失败');
    expect([t('datePicker.today'), t('datePicker.tomorrow'), t('datePicker.oneWeekLater')]).toEqual([
      '今天',
      '明天',
      '一周后',
    ]);
    expect(i18n.getFixedT('en', WIDGETS_NS)('upload.tooLarge', { size: 10 })).toBe(
      'Upload failed: exceeds the 10M limit',
    );
    expect(i18n.getFixedT('zh_TW', WIDGETS_NS)('imageViewer.loadFailed')).toBe('載入失敗');
  });
});
