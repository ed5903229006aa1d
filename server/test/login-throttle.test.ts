import { createTestApp, type TestApp } from './helpers/test-app';
import { loadConfig } from '../src/config';
import { verifyPassword } from '../src/modules/users/password';
import {
  delayAfter,
  FREE_ADDRESS_FAILURES,
  FREE_PAIR_FAILURES,
} from '../src/modules/sessions/login-throttle';

// The real password check, counted.
jest.mock('../src/modules/users/password', () => {
  const actual = jest.requireActual('../src/modules/users/password');
  return { ...actual, verifyPassword: jest.fn(actual.verifyPassword) };
});

let direct: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  // `inject` connects from 127.0.0.1: the proxied app trusts that address as its reverse proxy.
  direct = await createTestApp();
  proxied = await createTestApp({ trustProxy: ['127.0.0.1'] });
});
afterAll(async () => {
  await Promise.all([direct.close(), proxied.close()]);
});

const attempt = (t: TestApp, username: string, pass: string, forwardedFor?: string, lang = 'zh-CN') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'accept-language': lang, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    payload: { username, password: pass },
  });

/** Moves every recorded attempt back in time, as if the caller had waited. */
const waitSeconds = (t: TestApp, seconds: number) =>
  t.db.query(`UPDATE login_attempts SET at = at - ($1::int * interval '1 second')`, [seconds]);

describe('TRUST_PROXY', () => {
  it('is a list of proxy addresses, off by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.1, 10.1.0.0/16 ' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
    ]);
  });
});

describe('login back-off per address and account', () => {
  it('grows the wait after a few failures without locking the owner out from elsewhere', async () => {
    const attacker = '198.51.100.7';
    for (let i = 0; i < FREE_PAIR_FAILURES; i += 1)
      expect((await attempt(proxied, 'manager', `bad${i}`, attacker)).statusCode).toBe(400);

    const slowed = await attempt(proxied, 'manager', 'demo123456', attacker, 'en');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['retry-after']).toBe('1');
    expect(slowed.json().msg).toBe('Too many failed sign-ins. Try again in 1 seconds');

    // The owner, at another address, signs in at once.
    expect((await attempt(proxied, 'manager', 'demo123456', '203.0.113.20')).statusCode).toBe(200);

    // After the wait the attacker may try again, and the next wait doubles.
    await waitSeconds(proxied, 2);
    expect((await attempt(proxied, 'manager', 'bad-again', attacker)).statusCode).toBe(400);
    const doubled = await attempt(proxied, 'manager', 'bad-again', attacker);
    expect(doubled.statusCode).toBe(429);
    expect(doubled.json().msg).toBe('登录失败次数过多，请 2 秒后再试');
  });

  it('slows one address spraying many usernames, not other addresses', async () => {
    const sprayer = '198.51.100.99';
    for (let i = 0; i < FREE_ADDRESS_FAILURES; i += 1)
      expect((await attempt(proxied, `nobody${i}`, 'x', sprayer)).statusCode).toBe(400);
    expect((await attempt(proxied, 'fresh-name', 'x', sprayer)).statusCode).toBe(429);
    expect((await attempt(proxied, 'customer', 'demo123456', '203.0.113.21')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from a client that is not a configured proxy', async () => {
    for (let i = 0; i < FREE_PAIR_FAILURES; i += 1)
      expect((await attempt(direct, 'engineer', `bad${i}`, `192.0.2.${i}`)).statusCode).toBe(400);
    // A made-up forwarded address does not escape the back-off of the real one.
    expect((await attempt(direct, 'engineer', 'demo123456', '192.0.2.200')).statusCode).toBe(429);
  });

  it('doubles from one second up to a cap', () => {
    expect([2, 3, 4, 5].map((n) => delayAfter(n, 3))).toEqual([0, 1, 2, 4]);
    expect(delayAfter(100, 3)).toBe(300);
  });
});

describe('unknown usernames', () => {
  it('cost a password check like known ones and get the same answer', async () => {
    const verify = jest.mocked(verifyPassword);
    verify.mockClear();
    const unknown = await attempt(direct, 'no-such-user', 'whatever', undefined, 'en');
    expect(verify).toHaveBeenCalledTimes(1);
    const known = await attempt(direct, 'admin', 'whatever', undefined, 'en');
    expect(verify).toHaveBeenCalledTimes(2);
    // The unknown name was checked against a real scrypt hash, as expensive as a user's.
    expect(verify.mock.calls[0][1]).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
  });
});
