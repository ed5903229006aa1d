/** Courier companies as courier_companies.code names them. */
export type CourierCode = 'SF' | 'JD' | 'ZTO' | 'YTO' | 'EMS';

export interface ExtractedNumber {
  courierNo: string;
  companyCode: CourierCode | null;
}

interface Rule {
  code: CourierCode;
  pattern: RegExp;
}

/**
 * Number shapes, most specific first. Letter-prefixed numbers name their company; bare digit runs
 * are guessed by length and prefix (ZTO: 12 or 14 digits from 7; EMS: 13 digits from 1 or 9, or
 * the UPU form XX123456789CN). JD barcodes carry package parts after the number ('-1-1-'), which
 * are cut at the first hyphen.
 */
const RULES: Rule[] = [
  { code: 'SF', pattern: /SF\d{12,15}(?!\d)/gi },
  { code: 'JD', pattern: /JD[A-Z]{0,2}\d{8,15}(?:-[0-9A-Z]*)*/gi },
  { code: 'YTO', pattern: /YT\d{13}(?!\d)/gi },
  { code: 'EMS', pattern: /(?<![A-Z])[A-Z]{2}\d{9}CN(?![A-Z])/g },
  { code: 'ZTO', pattern: /(?<!\d)7\d{11}(?:\d{2})?(?!\d)/g },
  { code: 'EMS', pattern: /(?<!\d)[19]\d{12}(?!\d)/g },
];

/** Company words in pasted text: a bare digit number is credited to the company named beside it. */
const NAMES: Array<[RegExp, CourierCode]> = [
  [/顺丰|SF Express/i, 'SF'],
  [/京东|JD Logistics/i, 'JD'],
  [/中通|ZTO/i, 'ZTO'],
  [/圆通|YTO/i, 'YTO'],
  [/EMS|邮政|中国邮政/i, 'EMS'],
];

const normalise = (text: string) =>
  text
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[\u2010-\u2015\u2212]/g, '-');

/** Courier numbers (and their companies) found in text, in order of appearance, each once. */
export function extractCourierNumbers(input: string): ExtractedNumber[] {
  const text = normalise(input);
  const found: Array<{ at: number; end: number; courierNo: string; companyCode: CourierCode | null }> = [];
  const taken = (at: number, end: number) => found.some((f) => at < f.end && end > f.at);
  for (const rule of RULES) {
    for (const match of text.matchAll(rule.pattern)) {
      const at = match.index ?? 0;
      const end = at + match[0].length;
      if (taken(at, end)) continue;
      const courierNo = match[0].toUpperCase().split('-')[0];
      found.push({ at, end, courierNo, companyCode: rule.code });
    }
  }
  const named = NAMES.filter(([pattern]) => pattern.test(text)).map(([, code]) => code);
  // A bare digit number beside exactly one company word belongs to that company.
  if (named.length === 1) {
    for (const f of found) if (/^\d+$/.test(f.courierNo)) f.companyCode = named[0];
  }
  const seen = new Set<string>();
  return found
    .sort((a, b) => a.at - b.at)
    .filter((f) => (seen.has(f.courierNo) ? false : seen.add(f.courierNo)))
    .map(({ courierNo, companyCode }) => ({ courierNo, companyCode }));
}
