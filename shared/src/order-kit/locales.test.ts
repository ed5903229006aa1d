import { i18n } from '../i18n';
import { ORDER_KIT_NS, orderKitMessages } from './locales';

const keys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
    : [prefix.slice(0, -1)];

test('the order kit has the same keys in every language, none empty', () => {
  const zhCN = keys(orderKitMessages.zh_CN).sort();
  expect(keys(orderKitMessages.zh_TW).sort()).toEqual(zhCN);
  expect(keys(orderKitMessages.en).sort()).toEqual(zhCN);
  for (const lng of ['zh_CN', 'zh_TW', 'en'] as const) {
    for (const key of zhCN) expect(i18n.getFixedT(lng, ORDER_KIT_NS)(key)).not.toBe('');
  }
});
