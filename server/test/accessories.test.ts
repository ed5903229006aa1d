import { createTestApp, login, bearer, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: string;
let customer: string;
let customer2: string;
let orderA: { id: number; serviceNo: string };
let orderB: { id: number; serviceNo: string };

beforeAll(async () => {
  t = await createTestApp();
  [admin, customer, customer2] = await Promise.all(
    ['admin', 'customer', 'customer2'].map((u) => login(t.app, u)),
  );
  const pick = async (token: string) =>
    (
      await t.app.inject({
        url: '/api/customer/order/page?status=toCompleted&sortBy=createTime&sortOrder=asc',
        headers: bearer(token),
      })
    ).json().data.records[0];
  orderA = await pick(customer);
  orderB = await pick(customer2);
});
afterAll(() => t.close());

const call = async (token: string, method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url, payload, headers: bearer(token) });
  return { status: res.statusCode, body: res.json() };
};

describe('accessories', () => {
  it('lists an order shipments with lines and courier, within scope', async () => {
    const list = (await call(customer, 'GET', `/api/customer/dispatch/accessory/list?serviceId=${orderA.id}`))
      .body.data;
    expect(list).toHaveLength(2);
    const sent = list.find((a: { status: string }) => a.status === 'sent');
    expect(sent).toMatchObject({
      serviceNo: orderA.serviceNo,
      courierCompanyName: '顺丰速运',
      courierNo: expect.stringMatching(/^SF\d+$/),
    });
    expect(sent.lines).toEqual([
      { id: expect.any(Number), name: '主板', model: 'MB-200', quantity: 1 },
      { id: expect.any(Number), name: '电源模块', model: 'PW-12V', quantity: 2 },
    ]);
    expect(
      (await call(customer2, 'GET', `/api/customer/dispatch/accessory/list?serviceId=${orderA.id}`)).status,
    ).toBe(404);
    expect((await call(customer, 'GET', '/api/customer/dispatch/accessory/list')).body.msg).toBe(
      'serviceId 不能为空',
    );
  });

  it('creates a re-send request with its lines in one go and validates them', async () => {
    const res = await call(customer, 'POST', '/api/customer/dispatch/accessory', {
      serviceId: orderA.id,
      lines: [
        { name: '传感器', model: 'S-1', quantity: 2 },
        { name: '线缆', quantity: 1 },
      ],
      remark: '原件损坏，请补发',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'requested',
      serviceNo: orderA.serviceNo,
      remark: '原件损坏，请补发',
      creatorName: '张客户',
    });
    expect(res.body.data.lines.map((l: { name: string; model: string | null }) => [l.name, l.model])).toEqual(
      [
        ['传感器', 'S-1'],
        ['线缆', null],
      ],
    );

    const courier = {
      serviceId: orderA.id,
      lines: [{ name: '传感器', quantity: 1 }],
      courierCompanyId: 1,
      courierNo: 'SF123456',
    };
    const customerTry = await call(customer, 'POST', '/api/customer/dispatch/accessory', courier);
    expect(customerTry.body.data).toMatchObject({
      status: 'requested',
      courierNo: null,
      courierCompanyId: null,
    });
    const withCourier = await call(admin, 'POST', '/api/customer/dispatch/accessory', courier);
    expect(withCourier.body.data).toMatchObject({
      status: 'sent',
      courierNo: 'SF123456',
      sentTime: expect.any(String),
    });

    const before = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM accessory_lines'))[0].n;
    const cases: Array<[object, string]> = [
      [{ serviceId: orderA.id, lines: [] }, 'lines 不能为空'],
      [{ serviceId: orderA.id, lines: [{ name: '螺丝', quantity: 0 }] }, 'lines.0.quantity 不能小于 1'],
      [{ serviceId: orderA.id, lines: [{ name: '  ', quantity: 1 }] }, 'lines.0.name 不能为空'],
      [
        { serviceId: orderA.id, lines: [{ name: 'x', quantity: 1 }], courierCompanyId: 999 },
        '快递公司不存在',
      ],
    ];
    for (const [payload, msg] of cases) {
      const r = await call(customer, 'POST', '/api/customer/dispatch/accessory', payload);
      expect({ status: r.status, msg: r.body.msg }).toEqual({ status: 400, msg });
    }
    const cross = await call(customer2, 'POST', '/api/customer/dispatch/accessory', {
      serviceId: orderA.id,
      lines: [{ name: 'x', quantity: 1 }],
    });
    expect(cross.status).toBe(404);
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM accessory_lines'))[0].n).toBe(
      before,
    );
  });

  it('pages with filters and reads one, scoped', async () => {
    const a = (await call(customer, 'GET', '/api/customer/accessory/page?current=1&size=10')).body.data;
    expect(a.total).toBeGreaterThanOrEqual(2);
    expect(a.records.every((r: { customerId: number }) => r.customerId === a.records[0].customerId)).toBe(
      true,
    );
    const b = (await call(customer2, 'GET', '/api/customer/accessory/page')).body.data;
    expect(b.records.every((r: { serviceNo: string }) => r.serviceNo === orderB.serviceNo)).toBe(true);
    const all = (await call(admin, 'GET', '/api/customer/accessory/page')).body.data;
    expect(all.total).toBe(a.total + b.total);

    const bySf = (await call(customer, 'GET', '/api/customer/accessory/page?courierCompanyId=1&courierNo=SF'))
      .body.data;
    expect(bySf.records.every((r: { courierCompanyId: number }) => r.courierCompanyId === 1)).toBe(true);
    expect(
      (await call(customer, 'GET', `/api/customer/accessory/page?serviceNo=${orderB.serviceNo}`)).body.data
        .total,
    ).toBe(0);
    expect(
      (await call(customer, 'GET', '/api/customer/accessory/page?startTime=2999-01-01')).body.data.total,
    ).toBe(0);
    expect(
      (await call(customer, 'GET', '/api/customer/accessory/page?startTime=2000-01-01&endTime=2999-12-31'))
        .body.data.total,
    ).toBe(a.total);
    expect((await call(customer, 'GET', '/api/customer/accessory/page?endTime=2024-02-30')).body.msg).toBe(
      'endTime 格式不正确',
    );

    const one = (await call(customer, 'GET', `/api/customer/accessory/${a.records[0].id}`)).body.data;
    expect(one).toMatchObject({
      id: a.records[0].id,
      serviceNo: expect.any(String),
      lines: expect.any(Array),
    });
    expect((await call(customer2, 'GET', `/api/customer/accessory/${a.records[0].id}`)).status).toBe(404);
  });
});
