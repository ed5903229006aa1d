import { createTestApp, login, bearer, type TestApp } from './helpers/test-app';
import { readXlsx } from './helpers/xlsx';

let t: TestApp;
let admin: string;
let customer: string;
let customer2: string;
let engineer: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, customer, customer2, engineer] = await Promise.all(
    ['admin', 'customer', 'customer2', 'engineer'].map((u) => login(t.app, u)),
  );
});
afterAll(() => t.close());

const call = async (token: string, method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url, payload, headers: bearer(token) });
  return { status: res.statusCode, body: res.json() };
};
const statusOf = async (id: number) =>
  (await t.db.query<{ status: string }>('SELECT status FROM service_orders WHERE id = $1', [id]))[0].status;
const timelineCount = async (id: number, action: string) =>
  (
    await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM order_timeline WHERE service_id = $1 AND action = $2',
      [id, action],
    )
  )[0].n;

describe('settlement page', () => {
  it('lists the company pending-confirmation orders with income fees, totals and a grand total', async () => {
    const page = (await call(customer, 'GET', '/api/customer/settlement/page?current=1&size=10')).body.data;
    expect(page.total).toBe(2);
    expect(page.records[0].fees).toEqual([
      {
        id: expect.any(Number),
        serviceId: page.records[0].id,
        kind: 'income',
        sortId: 1,
        feeIndex: '上门服务费',
        endRange: null,
        amount: 300,
      },
      {
        id: expect.any(Number),
        serviceId: page.records[0].id,
        kind: 'income',
        sortId: 2,
        feeIndex: '配件费',
        endRange: null,
        amount: 120.5,
      },
    ]);
    expect(page.records[0].totals).toEqual({ income: 420.5 });
    expect(page.grandTotal).toEqual({ income: 841 });
    expect(
      page.records.every(
        (r: { status: string; customerName: string }) =>
          r.status === 'pendingConfirmation' && r.customerName === '华东智能制造有限公司',
      ),
    ).toBe(true);

    const staff = (await call(admin, 'GET', '/api/customer/settlement/page')).body.data;
    expect(staff.total).toBe(3);
    expect(staff.grandTotal).toEqual({ income: 1261.5, expense: 540 });
    const one = (
      await call(customer, 'GET', `/api/customer/settlement/page?serviceNo=${page.records[1].serviceNo}`)
    ).body.data;
    expect(one.records.map((r: { id: number }) => r.id)).toEqual([page.records[1].id]);
    expect(
      (await call(customer2, 'GET', `/api/customer/settlement/page?serviceNo=${page.records[1].serviceNo}`))
        .body.data.total,
    ).toBe(0);
    expect((await call(engineer, 'GET', '/api/customer/settlement/page')).status).toBe(403);
    expect((await call(customer, 'GET', '/api/customer/settlement/page?status=income')).status).toBe(400);
  });

  it('exports the settlement with fee details and a total row', async () => {
    const res = await t.app.inject({ url: '/api/customer/settlement/export', headers: bearer(customer) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('settlement-');
    const { rows } = readXlsx(res.rawPayload);
    expect(rows[0]).toEqual([
      '服务单号',
      '状态',
      '客户',
      '项目',
      '服务内容',
      '报修用户',
      '服务地址',
      '工程师',
      '完成时间',
      '结算时间',
      '确认时间',
      '收费明细',
      '收费合计',
    ]);
    expect(rows).toHaveLength(4);
    expect(rows[1][11]).toBe('上门服务费 300.00；配件费 120.50');
    expect(rows[1][12]).toBe(420.5);
    expect(rows[3][0]).toBe('合计');
    expect(rows[3][12]).toBe(841);
    const b = readXlsx(
      (await t.app.inject({ url: '/api/customer/settlement/export', headers: bearer(customer2) })).rawPayload,
    ).rows;
    expect(b).toHaveLength(3);
    expect(b[1][2]).toBe('华南连锁零售集团');
  });
});

describe('confirming', () => {
  it('is all or nothing and names the offending service number', async () => {
    const [p1, p2] = (await call(customer, 'GET', '/api/customer/settlement/page')).body.data.records;
    const income = (await call(customer, 'GET', '/api/customer/order/page?status=income')).body.data
      .records[0];
    const mixed = await call(customer, 'POST', '/api/customer/settlement/confirm', {
      ids: [p1.id, income.id],
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body.msg).toBe(`工单 ${income.serviceNo} 不是待确认状态，无法操作`);
    expect(await statusOf(p1.id)).toBe('pendingConfirmation');

    const b = (await call(customer2, 'GET', '/api/customer/settlement/page')).body.data.records[0];
    const cross = await call(customer, 'POST', '/api/customer/settlement/confirm', { ids: [p1.id, b.id] });
    expect(cross.status).toBe(400);
    expect(cross.body.msg).toBe(`工单 ${b.id} 不存在`);
    expect(await statusOf(p1.id)).toBe('pendingConfirmation');
    expect(await statusOf(b.id)).toBe('pendingConfirmation');
    expect((await call(customer, 'POST', '/api/customer/settlement/confirm', { ids: [] })).body.msg).toBe(
      'ids 不能为空',
    );
    expect((await call(engineer, 'POST', '/api/customer/settlement/confirm', { ids: [p1.id] })).status).toBe(
      403,
    );

    const done = await call(customer, 'POST', '/api/customer/settlement/confirm', { ids: [p1.id] });
    expect(done.body.data).toEqual({ confirmed: 1, serviceNos: [p1.serviceNo] });
    const detail = (await call(customer, 'GET', `/api/customer/order/${p1.id}`)).body.data;
    expect(detail).toMatchObject({ status: 'confirmed', confirmTime: expect.any(String) });
    expect(detail.timeline.at(-1)).toMatchObject({
      action: 'confirm',
      fromStatus: 'pendingConfirmation',
      toStatus: 'confirmed',
      operatorName: '张客户',
    });
    expect((await call(customer, 'POST', '/api/customer/settlement/confirm', { ids: [p1.id] })).status).toBe(
      400,
    );
    expect(
      (await call(customer, 'GET', '/api/customer/settlement/page?status=confirmed')).body.data.records.map(
        (r: { id: number }) => r.id,
      ),
    ).toContain(p1.id);

    // Two confirmations of one order at once: one succeeds, one timeline row.
    const race = await Promise.all(
      [1, 2, 3].map(() => call(customer, 'POST', '/api/customer/settlement/confirm', { ids: [p2.id] })),
    );
    expect(race.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    expect(await timelineCount(p2.id, 'confirm')).toBe(1);
  });
});

describe('objections', () => {
  it('notifies every manager and records a timeline row without changing the status', async () => {
    const b = (await call(customer2, 'GET', '/api/customer/settlement/page')).body.data.records[0];
    const managers = (
      await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM users WHERE authority = 'manager' AND NOT is_delete AND status = 'onTheJob'`,
      )
    )[0].n;
    const res = await call(customer2, 'POST', '/api/customer/settlement/objection', {
      id: b.id,
      reason: '配件费与报价不符',
    });
    expect(res.status).toBe(200);
    expect(await statusOf(b.id)).toBe('pendingConfirmation');
    expect(await timelineCount(b.id, 'objection')).toBe(1);
    const notices = await t.db.query<{ link: string; content: string; title: string }>(
      `SELECT link, content, title FROM notices WHERE kind = 'settlementObjection'`,
    );
    expect(notices).toHaveLength(managers);
    expect(notices[0].link).toBe(`/dispatchStation/dispatchQueryDetails?id=${b.id}`);
    expect(notices[0].content).toContain(b.serviceNo);
    expect(notices[0].content).toContain('配件费与报价不符');
    const adminNotices = (await call(admin, 'GET', '/api/order/customer/notice/page?status=unread')).body.data
      .records;
    expect(adminNotices.some((n: { title: string }) => n.title === '结算异议')).toBe(true);

    expect(
      (await call(customer, 'POST', '/api/customer/settlement/objection', { id: b.id, reason: 'x' })).status,
    ).toBe(404);
    expect(
      (await call(customer2, 'POST', '/api/customer/settlement/objection', { id: b.id, reason: '' })).body
        .msg,
    ).toBe('reason 不能为空');
    expect(
      (
        await call(customer2, 'POST', '/api/customer/settlement/objection', {
          id: b.id,
          reason: 'x'.repeat(501),
        })
      ).body.msg,
    ).toBe('reason 最多 500 个字符');
    const income = (await call(customer2, 'GET', '/api/customer/order/page?status=income')).body.data
      .records[0];
    expect(
      (await call(customer2, 'POST', '/api/customer/settlement/objection', { id: income.id, reason: '不对' }))
        .status,
    ).toBe(400);
  });
});
