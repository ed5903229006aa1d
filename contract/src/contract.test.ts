import { Value } from '@sinclair/typebox/value';
import {
  Amount,
  Id,
  INT32_MAX,
  Int32,
  PageQuery,
  Text,
  isId,
  isRealDate,
  isRealDateTime,
  offsetMinutes,
} from './index';

describe('input contract primitives', () => {
  it('ids are positive and fit a 32-bit integer', () => {
    for (const ok of [1, 42, INT32_MAX])
      expect([ok, Value.Check(Id, ok), isId(ok)]).toEqual([ok, true, true]);
    for (const bad of [0, -1, 1.5, INT32_MAX + 1, 3000000000, 1e300, Infinity, -Infinity, NaN, '1']) {
      expect([bad, Value.Check(Id, bad), isId(bad)]).toEqual([bad, false, false]);
    }
  });

  it('Int32 clamps wider bounds to the integer range and keeps narrower ones', () => {
    expect(Int32({ minimum: -1e20, maximum: 1e20 })).toMatchObject({
      minimum: -2147483648,
      maximum: 2147483647,
      finite: true,
    });
    expect(Int32({ minimum: 0, maximum: 100 })).toMatchObject({ minimum: 0, maximum: 100 });
    expect(Value.Check(Int32({ minimum: 0, maximum: 100 }), 101)).toBe(false);
  });

  it('pages start at 1 and hold at most 500 rows', () => {
    expect(Value.Check(PageQuery, { current: 1, size: 500 })).toBe(true);
    expect(Value.Check(PageQuery, { current: 0, size: 10 })).toBe(false);
    expect(Value.Check(PageQuery, { current: 1e300, size: 10 })).toBe(false);
    expect(Value.Check(PageQuery, { current: 1, size: 501 })).toBe(false);
    expect(Value.Default(PageQuery, {})).toEqual({ current: 1, size: 10 });
  });

  it('amounts are finite and bounded', () => {
    expect(Value.Check(Amount, 12.5)).toBe(true);
    for (const bad of [Infinity, 1e300, -1e12, NaN]) expect(Value.Check(Amount, bad)).toBe(false);
  });

  it('text fields name their bound', () => {
    expect(Text(5)).toMatchObject({ type: 'string', maxLength: 5 });
    expect(Value.Check(Text(5), 'abcdef')).toBe(false);
  });

  it('dates are real calendar days', () => {
    for (const ok of ['2024-02-29', '2023-12-31', '1900-01-01'])
      expect([ok, isRealDate(ok)]).toEqual([ok, true]);
    for (const bad of [
      '2023-02-29',
      '2024-02-30',
      '2024-13-01',
      '2024-00-10',
      '2024-1-1',
      '0000-01-01',
      '2024-01-01 00:00',
    ]) {
      expect([bad, isRealDate(bad)]).toEqual([bad, false]);
    }
  });

  it('date-times have real clock values and offsets within ±14:00', () => {
    for (const ok of [
      '2024-01-01',
      '2024-01-01 08:30',
      '2024-01-01 08:30:59',
      '2024-01-01T08:30:00.123Z',
      '2024-01-01T00:00:00+14:00',
      '2024-01-01T00:00:00-12:00',
      '2024-01-01T00:00:00+0530',
    ]) {
      expect([ok, isRealDateTime(ok)]).toEqual([ok, true]);
    }
    for (const bad of [
      '2024-01-01T00:00:00+99:99',
      '2024-01-01T00:00:00+14:01',
      '2024-01-01T00:00:00-15:00',
      '2024-01-01T00:00:00+08:60',
      '2024-01-01 24:00:00',
      '2024-01-01 23:60',
      '2024-01-01 23:59:60',
      '2024-02-30 10:00:00',
      '2024-01-01T00:00:00+8',
      'yesterday',
      '',
    ]) {
      expect([bad, isRealDateTime(bad)]).toEqual([bad, false]);
    }
  });

  it('reads offsets as minutes east of UTC', () => {
    expect(offsetMinutes('Z')).toBe(0);
    expect(offsetMinutes('+08:00')).toBe(480);
    expect(offsetMinutes('-0530')).toBe(-330);
    expect(offsetMinutes('+99:99')).toBeNull();
    expect(offsetMinutes('+14:30')).toBeNull();
  });
});
