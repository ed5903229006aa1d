import { EVENT_BUDGETS, MemoryRateLimit, RedisRateLimit } from './rate-limit';

describe('MemoryRateLimit', () => {
  it('gives each event its own burst and refill, per user', () => {
    let now = 1_000_000;
    const limit = new MemoryRateLimit(EVENT_BUDGETS, () => now);
    for (let i = 0; i < 10; i += 1) expect(limit.takeNow(1, 'sync')).toEqual({ ok: true });
    expect(limit.takeNow(1, 'sync')).toEqual({ ok: false, retryAfterMs: 1000 });
    // Other events and other users have budgets of their own.
    expect(limit.takeNow(1, 'message:read')).toEqual({ ok: true });
    expect(limit.takeNow(2, 'sync')).toEqual({ ok: true });
    now += 400;
    expect(limit.takeNow(1, 'sync')).toEqual({ ok: false, retryAfterMs: 600 });
    now += 600;
    expect(limit.takeNow(1, 'sync')).toEqual({ ok: true });
  });

  it('lets 20 messages through at once, then 10 a second', () => {
    let now = 0;
    const limit = new MemoryRateLimit(EVENT_BUDGETS, () => now);
    for (let i = 0; i < 20; i += 1) expect(limit.takeNow(7, 'message:send').ok).toBe(true);
    expect(limit.takeNow(7, 'message:send')).toEqual({ ok: false, retryAfterMs: 100 });
    now += 1000;
    let sent = 0;
    for (let i = 0; i < 20; i += 1) if (limit.takeNow(7, 'message:send').ok) sent += 1;
    expect(sent).toBe(10);
  });
});

describe('RedisRateLimit', () => {
  it('decides alone when Redis fails, and says so', async () => {
    const errors: unknown[] = [];
    const limit = new RedisRateLimit(
      () => Promise.reject(new Error('down')),
      'k',
      (error) => errors.push(error),
    );
    for (let i = 0; i < 10; i += 1) expect(await limit.take(1, 'sync')).toEqual({ ok: true });
    expect(await limit.take(1, 'sync')).toMatchObject({ ok: false });
    expect(errors).toHaveLength(11);
  });

  it('passes the budget to the script and reads its wait', async () => {
    const calls: unknown[] = [];
    const limit = new RedisRateLimit(
      (_script, keys, args) => {
        calls.push({ keys, args });
        return Promise.resolve(calls.length > 1 ? 250 : 0);
      },
      'portal-im',
      () => undefined,
    );
    expect(await limit.take(3, 'message:read')).toEqual({ ok: true });
    expect(await limit.take(3, 'message:read')).toEqual({ ok: false, retryAfterMs: 250 });
    expect(calls[0]).toEqual({ keys: ['portal-im:rate:message:read:3'], args: ['30', '5'] });
  });
});
