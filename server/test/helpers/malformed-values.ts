const nested = (depth: number): unknown => (depth === 0 ? 'x' : { a: nested(depth - 1), b: [nested(0)] });

/** Values a careless or hostile client sends: numbers out of every range, broken dates, odd strings, wrong shapes. */
export const MALFORMED_NUMBERS: unknown[] = [
  '1e300',
  'Infinity',
  '-Infinity',
  'NaN',
  '9'.repeat(400),
  2147483648,
  3000000000,
  -2147483649,
  -1,
  0,
  1.5,
  1e300,
  '0x10',
  '',
];
export const MALFORMED_DATES: unknown[] = [
  '2024-01-01T00:00:00+99:99',
  '2024-01-01T00:00:00-14:01',
  '2024-01-01 00:00:00+0960',
  '2024-02-30',
  '2023-02-29 10:00:00',
  '2024-13-01',
  '2024-01-01 24:00:00',
  '2024-01-01 23:60:00',
  '0000-01-01',
  '99999-01-01',
  '2024-1-1',
  'yesterday',
];
export const MALFORMED_STRINGS: unknown[] = [
  '',
  ' ',
  'x'.repeat(5000),
  'a\u0000b',
  "'; DROP TABLE users; --",
  '<img src=x onerror=alert(1)>',
  '%_\\',
  '😀'.repeat(50),
  '\ud800',
];
export const MALFORMED_SHAPES: unknown[] = [
  null,
  true,
  [],
  [1, 2],
  ['a', { b: 1 }],
  {},
  { a: 1 },
  nested(40),
  -0,
];

export const ALL_MALFORMED: unknown[] = [
  ...MALFORMED_NUMBERS,
  ...MALFORMED_DATES,
  ...MALFORMED_STRINGS,
  ...MALFORMED_SHAPES,
];

/** A query-string rendering of any value (arrays repeat the key, objects use bracket keys). */
export function queryPairs(key: string, value: unknown): Array<[string, string]> {
  if (Array.isArray(value)) return value.flatMap((v) => queryPairs(key, v));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => queryPairs(`${key}[${k}]`, v));
  }
  return [[key, String(value)]];
}
