import { NOTIFY_THROTTLE_MS, notifyOnce } from './notifications';

test('at most one notification per 500 ms', () => {
  const show = jest.fn();
  const t0 = 10_000_000;
  expect(notifyOnce(show, t0)).toBe(true);
  expect(notifyOnce(show, t0 + NOTIFY_THROTTLE_MS - 1)).toBe(false);
  expect(notifyOnce(show, t0 + NOTIFY_THROTTLE_MS)).toBe(true);
  expect(show).toHaveBeenCalledTimes(2);
});
