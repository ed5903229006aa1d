import { createTestApp, login, bearer, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: string;
let orderId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
  orderId = (
    await t.db.query<{ id: number }>(
      `SELECT id FROM service_orders WHERE status = 'toArrive' ORDER BY id LIMIT 1`,
    )
  )[0].id;
});
afterAll(() => t.close());

const update = (token: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/dispatch/service/update/detail/overall',
    headers: bearer(token),
    payload,
  });

describe('POST /api/dispatch/service/update/detail/overall', () => {
  it('changes the contact and address and notes it on the timeline', async () => {
    const res = await update(admin, {
      id: orderId,
      repairUserName: '新仓库',
      contactName: '周主管',
      contactPhone: '13912345678',
      repairUserAddress: '上海市 浦东新区 新路 1 号',
    });
    expect(res.statusCode).toBe(200);
    const detail = (
      await t.app.inject({ url: `/api/dispatch/service/${orderId}/detail`, headers: bearer(admin) })
    ).json().data;
    expect(detail).toMatchObject({
      repairUserName: '新仓库',
      contactName: '周主管',
      contactPhone: '13912345678',
    });
    expect(detail.timeline.at(-1)).toMatchObject({ action: 'updateContact' });
  });

  it('checks the phone and needs dispatch rights', async () => {
    const bad = await update(admin, {
      id: orderId,
      repairUserName: 'x',
      contactName: 'y',
      contactPhone: '12',
      repairUserAddress: 'z',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('contactPhone 格式不正确');
    const customer = await login(t.app, 'customer');
    const denied = await update(customer, {
      id: orderId,
      repairUserName: 'x',
      contactName: 'y',
      contactPhone: '13912345678',
      repairUserAddress: 'z',
    });
    expect(denied.statusCode).toBe(403);
  });
});
