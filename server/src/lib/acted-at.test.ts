import { parseActedAt } from './acted-at';

describe('X-Acted-At values', () => {
  it('reads ISO 8601 times with an offset as UTC', () => {
    expect(parseActedAt('2026-11-27T09:30:00+08:00')).toBe('2026-11-27T01:30:00.000Z');
    expect(parseActedAt('2026-11-27T01:30:00.123Z')).toBe('2026-11-27T01:30:00.123Z');
    expect(parseActedAt('2026-11-27T09:30-05:00')).toBe('2026-11-27T14:30:00.000Z');
  });

  it('refuses times without an offset, impossible days and clocks, and other text', () => {
    for (const bad of [
      '2026-11-27T09:30:00',
      '2026-11-27 09:30:00+08:00',
      '2026-02-30T09:30:00Z',
      '2026-11-27T24:00:00Z',
      '2026-11-27T09:30:00+15:00',
      '1732699800000',
      'yesterday',
      '',
    ]) {
      expect([bad, parseActedAt(bad)]).toEqual([bad, null]);
    }
  });
});
