import { Readable } from 'node:stream';
import { ANONYMOUS_BODY_LIMIT } from '../src/plugins/auth';
import { DEMO_PASSWORD } from '../src/seeds/seed-demo';
import { bearer, createTestApp, login, type TestApp } from './helpers/test-app';

/** Anonymous callers: signed-in checks come before the body is read, and their bodies are small. */
describe('anonymous callers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const padded = (body: object, bytes: number) => `${JSON.stringify(body)}${' '.repeat(bytes)}`;

  it('gets 401, not a 400 naming fields, for a malformed body on a protected route', async () => {
    for (const [method, url, payload] of [
      ['POST', '/api/sys/user', { customId: 2147483648, username: '' }],
      [
        'PUT',
        '/api/customer/dispatch/appointmentTime',
        { serviceId: 'Infinity', appointmentTime: '2024-01-01T00:00:00+99:99' },
      ],
      ['POST', '/api/customer/order', '{"truncated": '],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect([url, response.statusCode, response.json().msg]).toEqual([
        url,
        401,
        '登录状态已过期, 请退出重新登录!',
      ]);
    }
  });

  it('gets 401 for a malformed query or id too', async () => {
    for (const url of ['/api/customer/order/page?current=1e300', '/api/sys/announce/3000000000']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('may send at most 16 KB to a public route, with or without a declared length', async () => {
    const big = padded({ username: 'admin', password: DEMO_PASSWORD }, ANONYMOUS_BODY_LIMIT);
    const declared = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: big,
      headers: { 'content-type': 'application/json' },
    });
    expect([declared.statusCode, declared.json().msg]).toEqual([400, '请求内容过大']);
    const chunked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: Readable.from([Buffer.from(big)]),
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    });
    expect([chunked.statusCode, chunked.json().msg]).toEqual([400, 'The request is too large']);
  });

  it('still signs in and asks for a password reset with an ordinary body', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: padded({ username: 'customer', password: DEMO_PASSWORD }, 1000),
      headers: { 'content-type': 'application/json' },
    });
    expect(signIn.statusCode).toBe(200);
    const forget = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forget',
      payload: { username: 'customer', phone: '13800000000', note: 'lost' },
    });
    expect(forget.statusCode).toBeLessThan(300);
  });

  it('keeps the server limit for signed-in callers', async () => {
    const admin = await login(t.app, 'admin');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sys/announce',
      payload: padded(
        { title: 'large body', content: 'signed-in bodies keep their limit' },
        4 * ANONYMOUS_BODY_LIMIT,
      ),
      headers: { ...bearer(admin), 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
  });
});
