import { OrderFilters } from '../src/modules/orders/order-query';
import { bearer, createTestApp, login, type TestApp } from './helpers/test-app';
import { multipart } from './helpers/multipart';

/** Malformed input from the probe: each refusal is a 400 naming the field, in the caller's language. */
describe('input contract', () => {
  let t: TestApp;
  let admin: string;
  let customer: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app, 'admin');
    customer = await login(t.app, 'customer');
  });
  afterAll(async () => t.close());

  const get = (url: string, token: string, lang = 'zh-CN') =>
    t.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-language': lang } });

  it.each([
    ['/api/customer/order/page?current=1e300', 'current 不能大于 2147483647'],
    ['/api/customer/order/page?current=Infinity', 'current 格式不正确'],
    ['/api/customer/order/page?size=-Infinity', 'size 格式不正确'],
    [`/api/customer/order/page?current=${'9'.repeat(400)}`, 'current 格式不正确'],
    ['/api/sys/announce/3000000000', 'id 不能大于 2147483647'],
    ['/api/sys/announce/Infinity', 'id 格式不正确'],
    ['/api/customer/accessory/page?startTime=2024-01-01T00:00:00%2B99:99', 'startTime 格式不正确'],
  ])('GET %s is a 400: %s', async (url, msg) => {
    const response = await get(url, customer);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg, data: null });
  });

  it.each([`/api/sys/announce/${'9'.repeat(2000)}`, '/api/sys/announce/%E0%A4%A'])('a path the router cannot take is a 400 too', async (url) => {
    const response = await get(url, customer, 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg: 'Invalid input', data: null });
  });

  it('names the field in English for an English caller', async () => {
    const response = await get('/api/customer/order/page?current=1e300', customer, 'en');
    expect(response.json().msg).toBe('current must be at most 2147483647');
  });

  it('refuses a customId above 2^31 when creating a user', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sys/user',
      headers: bearer(admin),
      payload: { username: 'fuzzed', name: 'x', password: 'demo123456', authority: 'manager', customId: 2147483648 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('customId 不能大于 2147483647');
  });

  const dateFilters = Object.keys(OrderFilters.properties).filter((key) => /(Start|End)$/.test(key));

  it('covers every date filter of the order lists', () => {
    expect(dateFilters.length).toBeGreaterThanOrEqual(10);
  });

  it.each(['/api/customer/order/page', '/api/customer/order/counts', '/api/customer/order/export', '/api/customer/dispatch/page'])(
    'refuses offsets beyond ±14:00 and unreal days on every date filter of %s',
    async (path) => {
      for (const field of dateFilters) {
        for (const value of ['2024-01-01T00:00:00+99:99', '2024-01-01 00:00:00-14:30', '2024-02-30']) {
          const response = await get(`${path}?${field}=${encodeURIComponent(value)}`, admin);
          expect([response.statusCode, response.json().msg]).toEqual([400, `${field} 格式不正确`]);
        }
      }
    },
  );

  it('accepts real offsets at the edges', async () => {
    for (const value of ['2024-01-01T00:00:00+14:00', '2024-01-01T00:00:00-12:00', '2024-02-29 23:59:59']) {
      const response = await get(`/api/customer/order/page?createStart=${encodeURIComponent(value)}`, customer);
      expect(response.statusCode).toBe(200);
    }
  });

  it('answers a truncated multipart upload with a 400, not a 500', async () => {
    const { payload, headers } = multipart({ name: 'photo.png', content: Buffer.alloc(64 * 1024, 7) });
    const cut = payload.subarray(0, payload.length - 200);
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files');
    const response = await t.app.inject({ method: 'POST', url: '/file/upload', payload: cut, headers: { ...headers, ...bearer(customer) } });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('上传内容不完整或格式错误，请重新上传');
    expect(await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files')).toEqual(before);
  });
});
