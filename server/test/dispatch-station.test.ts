import { ORDER_STATUSES } from '@portal/contract';
import { createTestApp, login, bearer, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
});
afterAll(() => t.close());

describe('dispatch station', () => {
  it('counts every status and the total', async () => {
    const res = await t.app.inject({ url: '/api/customer/dispatch/counts', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const counts = res.json().data;
    for (const s of ORDER_STATUSES) {
      expect(counts[s]).toBe(3);
    }
    expect(counts.total).toBe(27);
  });

  it('lists a tab with paging, filters and sorting', async () => {
    const page = await t.app.inject({
      url: '/api/customer/dispatch/page?status=pendingDispatch&current=1&size=2',
      headers: bearer(admin),
    });
    const data = page.json().data;
    expect(data.total).toBe(3);
    expect(data.records).toHaveLength(2);
    expect(data.records[0]).toMatchObject({
      status: 'pendingDispatch',
      serviceNo: expect.stringMatching(/^SO\d{14}$/),
    });
    const byProject = await t.app.inject({
      url: `/api/customer/dispatch/page?projectName=${encodeURIComponent('POS')}`,
      headers: bearer(admin),
    });
    expect(byProject.json().data.total).toBe(9);
    const sorted = await t.app.inject({
      url: '/api/customer/dispatch/page?sortBy=createTime&sortOrder=asc&size=200',
      headers: bearer(admin),
    });
    const times = sorted.json().data.records.map((r: { createTime: string }) => r.createTime);
    expect([...times].sort()).toEqual(times);
  });

  it('treats wildcard characters in filters literally', async () => {
    const res = await t.app.inject({
      url: '/api/customer/dispatch/page?serviceNo=%25',
      headers: bearer(admin),
    });
    expect(res.json().data.total).toBe(0);
  });

  it('filters by a time range and rejects a malformed time naming the field', async () => {
    const all = await t.app.inject({
      url: '/api/customer/dispatch/page?createStart=2000-01-01&createEnd=2999-12-31',
      headers: bearer(admin),
    });
    expect(all.json().data.total).toBe(27);
    const none = await t.app.inject({
      url: '/api/customer/dispatch/page?createStart=2999-01-01 00:00:00',
      headers: bearer(admin),
    });
    expect(none.json().data.total).toBe(0);
    const bad = await t.app.inject({
      url: '/api/customer/dispatch/page?createStart=yesterday',
      headers: bearer(admin),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('createStart 格式不正确');
    const badStatus = await t.app.inject({
      url: '/api/customer/dispatch/page?status=lost',
      headers: bearer(admin),
    });
    expect(badStatus.statusCode).toBe(400);
  });

  it('is closed to users without allowDispatch', async () => {
    for (const username of ['manager', 'customer']) {
      const token = await login(t.app, username);
      const res = await t.app.inject({ url: '/api/customer/dispatch/page', headers: bearer(token) });
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe('没有派单权限');
    }
  });
});

describe('order counts in the user scope', () => {
  it('gives a customer only its company counts', async () => {
    const a = (
      await t.app.inject({
        url: '/api/customer/order/counts',
        headers: bearer(await login(t.app, 'customer')),
      })
    ).json().data;
    const b = (
      await t.app.inject({
        url: '/api/customer/order/counts',
        headers: bearer(await login(t.app, 'customer2')),
      })
    ).json().data;
    expect(a.total).toBe(18);
    expect(b.total).toBe(9);
    expect(a.pendingDispatch).toBe(2);
  });

  it('gives an engineer only the orders assigned to them', async () => {
    const counts = (
      await t.app.inject({
        url: '/api/customer/order/counts',
        headers: bearer(await login(t.app, 'engineer')),
      })
    ).json().data;
    expect(counts.pendingDispatch).toBe(0);
    expect(counts.total).toBe(24);
  });
});
