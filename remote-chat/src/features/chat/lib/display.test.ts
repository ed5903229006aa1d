import { setPortalTimeZone } from '../../../lib/portal-zone';
import { formatMessageTime, formatSessionTime } from './display';

// 2026-11-27 01:30 UTC: 09:30 in Shanghai, still the 26th (20:30) in New York.
const at = Date.UTC(2026, 10, 27, 1, 30, 5);

afterEach(() => setPortalTimeZone('Asia/Shanghai'));

test('chat times are the portal zone times, whatever the browser clock', () => {
  setPortalTimeZone('Asia/Shanghai');
  expect(formatMessageTime(at)).toBe('2026-11-27 09:30:05');
  setPortalTimeZone('America/New_York');
  expect(formatMessageTime(at)).toBe('2026-11-26 20:30:05');
  expect(formatMessageTime(0)).toBe('');
});

test('session times: today by the portal zone shows the time, this year the date, else the year', () => {
  setPortalTimeZone('Asia/Shanghai');
  const laterThatDay = Date.UTC(2026, 10, 27, 15, 0, 0); // 23:00 in Shanghai
  expect(formatSessionTime(at, laterThatDay)).toBe('09:30');
  const nextDay = Date.UTC(2026, 10, 27, 16, 30, 0); // 00:30 of the 28th in Shanghai
  expect(formatSessionTime(at, nextDay)).toBe('11-27 09:30');
  expect(formatSessionTime(at, Date.UTC(2027, 0, 2))).toBe('2026-11-27');
});

test('an unknown zone name is ignored', () => {
  setPortalTimeZone('Mars/Base');
  expect(formatMessageTime(at)).toBe('2026-11-27 09:30:05');
});
