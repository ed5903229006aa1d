import { createTestApp, login, bearer, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('notices', () => {
  it('counts unread, reads one, and never reads another user’s notice', async () => {
    const customer = await login(t.app, 'customer');
    const other = await login(t.app, 'customer2');
    const count = async (token: string) =>
      (await t.app.inject({ url: '/api/order/customer/notice/unread/count', headers: bearer(token) })).json()
        .data.count;
    expect(await count(customer)).toBe(1);
    const page = (
      await t.app.inject({ url: '/api/order/customer/notice/page?status=unread', headers: bearer(customer) })
    ).json().data;
    const id = page.records[0].id;
    expect(
      (await t.app.inject({ url: `/api/order/customer/notice/${id}`, headers: bearer(other) })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/order/customer/notice/read/${id}`,
          headers: bearer(other),
        })
      ).statusCode,
    ).toBe(404);
    const read = await t.app.inject({
      method: 'PUT',
      url: `/api/order/customer/notice/read/${id}`,
      headers: bearer(customer),
    });
    expect(read.statusCode).toBe(200);
    expect(await count(customer)).toBe(0);
    expect(await count(other)).toBe(1);
    await t.app.inject({ method: 'PUT', url: '/api/order/customer/notice/read/all', headers: bearer(other) });
    expect(await count(other)).toBe(0);
  });

  it('rejects an unknown status', async () => {
    const customer = await login(t.app, 'customer');
    const res = await t.app.inject({
      url: '/api/order/customer/notice/page?status=maybe',
      headers: bearer(customer),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('status 的取值不正确');
  });
});
