import { createTestApp, login, bearer, type TestApp } from './helpers/test-app';

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

const call = async (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url, payload, headers: bearer(token) });
  return { status: res.statusCode, body: res.json() };
};

const valid = {
  name: '浦东二号仓',
  repairNo: 'R-900',
  contactName: '周仓管',
  contactPhone: '13912345678',
  regionCodes: ['31', '3101', '310115'],
  regionText: 'ignored',
  addressDetail: '川沙路 1 号',
};

describe('repair users', () => {
  it('pages and lists the company own repair users only', async () => {
    const a = (await call(customer, 'GET', '/api/order/repair/user/page?current=1&size=10')).body.data;
    const b = (await call(customer2, 'GET', '/api/order/repair/user/page')).body.data;
    const all = (await call(admin, 'GET', '/api/order/repair/user/page')).body.data;
    expect(a.total).toBe(2);
    expect(b.total).toBe(1);
    expect(all.total).toBe(3);
    expect(a.records[0]).toEqual(
      expect.objectContaining({
        customerName: '华东智能制造有限公司',
        regionCodes: ['31', '3101', '310115'],
        regionText: '上海市 市辖区 浦东新区',
        isValid: true,
        createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      }),
    );
    const kw = (
      await call(customer, 'GET', `/api/order/repair/user/page?keyword=${encodeURIComponent('金桥')}`)
    ).body.data;
    expect(kw.records.map((r: { name: string }) => r.name)).toEqual(['金桥仓库']);
    expect((await call(customer, 'GET', '/api/order/repair/user/page?size=0')).status).toBe(400);
    expect(
      (await call(customer2, 'GET', '/api/order/repair/user/list')).body.data.map(
        (r: { name: string }) => r.name,
      ),
    ).toEqual(['南山旗舰店']);
    expect((await call(engineer, 'GET', '/api/order/repair/user/list')).body.data.length).toBeGreaterThan(0);
  });

  it('creates for the customer company, derives the region text and validates fields', async () => {
    const res = await call(customer, 'POST', '/api/order/repair/user', valid);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: '浦东二号仓',
      regionText: '上海市 市辖区 浦东新区',
      customerName: '华东智能制造有限公司',
      isValid: true,
    });

    const landline = await call(customer, 'POST', '/api/order/repair/user', {
      ...valid,
      contactPhone: '021-58881234',
    });
    expect(landline.status).toBe(200);
    const badPhone = await call(customer, 'POST', '/api/order/repair/user', {
      ...valid,
      contactPhone: '12345',
    });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.msg).toBe('contactPhone 格式不正确');
    const noName = await call(customer, 'POST', '/api/order/repair/user', { ...valid, name: '' });
    expect(noName.body.msg).toBe('name 不能为空');
    const badRegion = await call(customer, 'POST', '/api/order/repair/user', {
      ...valid,
      regionCodes: ['31', '4403', '440305'],
    });
    expect(badRegion.status).toBe(400);
    expect(badRegion.body.msg).toBe('regionCodes 不是有效的省市区');
    const partial = await call(customer, 'POST', '/api/order/repair/user', {
      ...valid,
      regionCodes: ['31', '3101'],
    });
    expect(partial.body.msg).toBe('regionCodes 不是有效的省市区');
    // A customer cannot create for another company by naming it.
    const companyB = (
      await t.db.query<{ id: number }>(`SELECT id FROM customer_companies WHERE name = '华南连锁零售集团'`)
    )[0].id;
    const sneaky = await call(customer, 'POST', '/api/order/repair/user', {
      ...valid,
      name: '越界',
      customerId: companyB,
    });
    expect(sneaky.body.data.customerName).toBe('华东智能制造有限公司');
    expect((await call(engineer, 'POST', '/api/order/repair/user', valid)).status).toBe(403);
  });

  it('requires managers to name the company', async () => {
    const missing = await call(admin, 'POST', '/api/order/repair/user', valid);
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('请选择客户公司');
    const companyB = (
      await t.db.query<{ id: number }>(`SELECT id FROM customer_companies WHERE name = '华南连锁零售集团'`)
    )[0].id;
    const ok = await call(admin, 'POST', '/api/order/repair/user', {
      ...valid,
      customerId: companyB,
      regionCodes: ['44', '4403', '440305'],
    });
    expect(ok.body.data).toMatchObject({ customerId: companyB, regionText: '广东省 深圳市 南山区' });
  });

  it('reads, edits and invalidates only within scope', async () => {
    const created = (await call(customer, 'POST', '/api/order/repair/user', { ...valid, name: '待编辑' }))
      .body.data;
    expect(
      (await call(customer, 'GET', `/api/order/user/all/user/item/get/${created.id}`)).body.data.name,
    ).toBe('待编辑');
    expect((await call(customer2, 'GET', `/api/order/user/all/user/item/get/${created.id}`)).status).toBe(
      404,
    );

    const edited = await call(customer, 'PUT', `/api/order/repair/user/${created.id}`, {
      ...valid,
      name: '已编辑',
      contactPhone: '13800001111',
    });
    expect(edited.body.data).toMatchObject({ name: '已编辑', contactPhone: '13800001111' });
    const foreign = await call(customer2, 'PUT', `/api/order/repair/user/${created.id}`, {
      ...valid,
      name: '被改',
    });
    expect(foreign.status).toBe(404);
    expect((await call(customer2, 'POST', '/api/order/user/invalid', { id: created.id })).status).toBe(404);
    expect(
      (await call(customer, 'GET', `/api/order/user/all/user/item/get/${created.id}`)).body.data.name,
    ).toBe('已编辑');

    expect((await call(customer, 'POST', '/api/order/user/invalid', { id: created.id })).status).toBe(200);
    const after = (await call(customer, 'GET', `/api/order/user/all/user/item/get/${created.id}`)).body.data;
    expect(after.isValid).toBe(false);
    const list = (await call(customer, 'GET', '/api/order/repair/user/list')).body.data;
    expect(list.some((r: { id: number }) => r.id === created.id)).toBe(false);
    expect((await call(customer, 'POST', '/api/order/user/invalid', {})).body.msg).toBe('id 不能为空');
  });
});
