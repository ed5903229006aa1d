import { createTestApp, login, bearer, type TestApp } from './helpers/test-app';
import { shanghaiTime } from './helpers/dates';
import { readXlsx } from './helpers/xlsx';

let t: TestApp;
let admin: string;
let customer: string;
let customer2: string;
let engineer: string;
let base: { projectId: number; serviceContentId: number; repairUserId: number };
let foreign: { projectId: number; serviceContentId: number; repairUserId: number };

async function firstOf(token: string) {
  const [project] = (await t.app.inject({ url: '/api/sys/project/list', headers: bearer(token) })).json()
    .data;
  const [content] = (
    await t.app.inject({
      url: `/api/sys/service/content/v2/base/list?projectId=${project.id}`,
      headers: bearer(token),
    })
  ).json().data;
  const [repair] = (await t.app.inject({ url: '/api/order/repair/user/list', headers: bearer(token) })).json()
    .data;
  return { projectId: project.id, serviceContentId: content.id, repairUserId: repair.id };
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, customer, customer2, engineer] = await Promise.all(
    ['admin', 'customer', 'customer2', 'engineer'].map((u) => login(t.app, u)),
  );
  base = await firstOf(customer);
  foreign = await firstOf(customer2);
});
afterAll(() => t.close());

const create = (token: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/customer/order',
    payload,
    headers: { ...bearer(token), ...headers },
  });
const get = async (token: string, url: string) => {
  const res = await t.app.inject({ url, headers: bearer(token) });
  return { status: res.statusCode, body: res.json() };
};
const order = (extra: object = {}) => ({
  ...base,
  appointmentTime: shanghaiTime(1),
  faultDescription: '打印机卡纸，无法出票',
  ...extra,
});
const count = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM service_orders'))[0].n;

describe('placing an order', () => {
  it('creates a pending-dispatch order with a service number, the repair user defaults and a create timeline row', async () => {
    const res = await create(customer, order());
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      status: 'pendingDispatch',
      serviceNo: expect.stringMatching(/^SO\d{14}$/),
      projectId: base.projectId,
      repairUserId: base.repairUserId,
      creatorName: '张客户',
      faultDescription: '打印机卡纸，无法出票',
      appointmentTime: shanghaiTime(1),
    });
    expect(data.repairUserAddress).toMatch(/^上海市 市辖区 浦东新区 /);
    expect(data.contactPhone).toMatch(/^139/);
    const detail = (await get(customer, `/api/customer/order/${data.id}`)).body.data;
    expect(detail.timeline).toEqual([
      {
        action: 'create',
        fromStatus: null,
        toStatus: 'pendingDispatch',
        note: null,
        operatorName: '张客户',
        createTime: expect.any(String),
      },
    ]);
    expect(detail.regionCodes).toEqual(['31', '3101', '310115']);
  });

  it('takes an explicit region, address, contact and allows earlier today', async () => {
    const res = await create(
      customer,
      order({
        regionCodes: ['44', '4403', '440305'],
        addressDetail: '深南大道 1 号',
        contactName: '刘工',
        contactPhone: '0755-86001234',
        appointmentTime: shanghaiTime(0, '00:00'),
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      repairUserAddress: '广东省 深圳市 南山区 深南大道 1 号',
      contactName: '刘工',
      contactPhone: '0755-86001234',
    });
  });

  it('rejects bad input naming the field, and writes nothing', async () => {
    const before = await count();
    const cases: Array<[object, string]> = [
      [{ faultDescription: undefined }, 'faultDescription 不能为空'],
      [{ faultDescription: '   ' }, 'faultDescription 不能为空'],
      [{ faultDescription: 'x'.repeat(1001) }, 'faultDescription 最多 1000 个字符'],
      [{ appointmentTime: shanghaiTime(-1) }, '预约时间不能早于今天'],
      [{ appointmentTime: '2030-02-30 10:00:00' }, 'appointmentTime 格式不正确'],
      [{ appointmentTime: 'tomorrow' }, 'appointmentTime 格式不正确'],
      [{ contactPhone: '555' }, 'contactPhone 格式不正确'],
      [{ regionCodes: ['31', '3101', '440305'] }, 'regionCodes 不是有效的省市区'],
      [{ projectId: foreign.projectId }, '项目不存在或不属于当前客户'],
      [{ serviceContentId: foreign.serviceContentId }, '服务内容不属于所选项目'],
      [{ repairUserId: foreign.repairUserId }, '报修用户不存在、已失效或不属于当前客户'],
      [{ attachments: [987654] }, '附件 987654 不存在或不是您上传的'],
      [{ projectId: 'one' }, 'projectId 格式不正确'],
      [{ projectId: 2 ** 40 }, 'projectId 不能大于 2147483647'],
      [{ faultDescription: 'bad\u0000byte' }, 'faultDescription 格式不正确'],
    ];
    for (const [extra, msg] of cases) {
      const res = await create(customer, order(extra));
      expect({ status: res.statusCode, msg: res.json().msg }).toEqual({ status: 400, msg });
    }
    const badKey = await create(customer, order(), { 'idempotency-key': 'has space' });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().msg).toBe('Idempotency-Key 格式不正确（1–128 个可见 ASCII 字符）');
    expect((await create(engineer, order())).statusCode).toBe(403);
    expect(await count()).toBe(before);
  });

  it('is idempotent under the Idempotency-Key rule, by header or body key, per user', async () => {
    const first = await create(customer, order(), { 'idempotency-key': 'key-1' });
    const again = await create(customer, order(), { 'idempotency-key': 'key-1' });
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // Another body under the same key is refused instead of answered with the first order.
    const changed = await create(customer, order({ faultDescription: '重复提交' }), {
      'idempotency-key': 'key-1',
    });
    expect({ status: changed.statusCode, msg: changed.json().msg }).toEqual({
      status: 422,
      msg: '此 Idempotency-Key 已用于另一个请求，请换一个新的',
    });
    // The body's requestKey (older clients) is a key under the same rule.
    const byBody = await create(customer, order({ requestKey: 'body-key-1' }));
    const byBodyAgain = await create(customer, order({ requestKey: 'body-key-1' }));
    expect(byBodyAgain.json().data.id).toBe(byBody.json().data.id);
    expect(byBodyAgain.headers['idempotent-replayed']).toBe('true');
    // The same key from another user is a different request.
    const other = await create(
      customer2,
      { ...foreign, appointmentTime: shanghaiTime(1), faultDescription: 'x' },
      { 'idempotency-key': 'key-1' },
    );
    expect(other.json().data.id).not.toBe(first.json().data.id);
  });

  it('gives distinct service numbers to concurrent submissions and one order per key under a race', async () => {
    const before = await count();
    const distinct = await Promise.all(
      Array.from({ length: 20 }, (_, i) => create(customer, order(), { 'idempotency-key': `race-${i}` })),
    );
    expect(distinct.every((r) => r.statusCode === 200)).toBe(true);
    const numbers = new Set(distinct.map((r) => r.json().data.serviceNo));
    expect(numbers.size).toBe(20);
    expect(await count()).toBe(before + 20);

    // One runs; the others are refused while it runs (409) or answered with its order afterwards.
    const same = await Promise.all(
      Array.from({ length: 20 }, () => create(customer, order(), { 'idempotency-key': 'race-same' })),
    );
    const answered = same.filter((r) => r.statusCode === 200);
    expect(same.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(answered.filter((r) => r.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    expect(new Set(answered.map((r) => r.json().data.id)).size).toBe(1);
    expect(await count()).toBe(before + 21);
    const timeline = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM order_timeline WHERE service_id = $1`,
      [answered[0].json().data.id],
    );
    expect(timeline[0].n).toBe(1);
  });
});

describe('listing orders', () => {
  it('pages a status tab with filters and sorting, scoped to the company', async () => {
    const counts = (await get(customer, '/api/customer/order/counts')).body.data;
    const all = (await get(customer, '/api/customer/order/page?size=500')).body.data;
    expect(all.total).toBe(counts.total);
    expect(
      all.records.every((r: { customerName: string }) => r.customerName === '华东智能制造有限公司'),
    ).toBe(true);
    const tab = (await get(customer, '/api/customer/order/page?status=pendingConfirmation')).body.data;
    expect(tab.total).toBe(2);
    const total = (await get(customer, '/api/customer/order/page?status=total&current=2&size=5')).body.data;
    expect(total.total).toBe(counts.total);
    expect(total.records).toHaveLength(5);
    const [one] = tab.records;
    const byNo = (await get(customer, `/api/customer/order/page?serviceNo=${one.serviceNo}`)).body.data;
    expect(byNo.records.map((r: { id: number }) => r.id)).toEqual([one.id]);
    const byTail = (await get(customer, `/api/customer/order/page?serviceNo=${one.serviceNo.slice(-5)}`)).body
      .data;
    expect(byTail.records.map((r: { id: number }) => r.id)).toContain(one.id);
    expect(
      (await get(customer, `/api/customer/order/page?serviceNo=${one.serviceNo.toLowerCase()}`)).body.data
        .total,
    ).toBe(1);
    const sorted = (
      await get(customer, '/api/customer/order/page?sortBy=appointmentTime&sortOrder=asc&size=500')
    ).body.data.records;
    const times = sorted.map((r: { appointmentTime: string }) => r.appointmentTime);
    expect([...times].sort()).toEqual(times);
    const filtered = (
      await get(
        customer,
        `/api/customer/order/page?repairUserName=${encodeURIComponent('金桥')}&engineerName=${encodeURIComponent('赵')}`,
      )
    ).body.data;
    expect(
      filtered.records.every(
        (r: { repairUserName: string; engineerName: string }) =>
          r.repairUserName === '金桥仓库' && r.engineerName === '赵工程师',
      ),
    ).toBe(true);
    expect(filtered.total).toBeGreaterThan(0);

    expect(
      (await get(customer2, `/api/customer/order/page?serviceNo=${one.serviceNo}`)).body.data.total,
    ).toBe(0);
    expect((await get(customer, '/api/customer/order/page?status=lost')).status).toBe(400);
    const badDate = await get(customer, '/api/customer/order/page?createStart=2024-13-01');
    expect(badDate.status).toBe(400);
    expect(badDate.body.msg).toBe('createStart 格式不正确');
    expect((await get(customer, '/api/customer/order/page?sortBy=secret')).status).toBe(400);
    const nul = await get(customer, '/api/customer/order/page?projectName=a%00b');
    expect({ status: nul.status, msg: nul.body.msg }).toEqual({ status: 400, msg: 'projectName 格式不正确' });
    expect((await get(customer, '/api/customer/order/99999999999')).status).toBe(400);
  });

  it('shows an engineer only their own orders', async () => {
    const page = (await get(engineer, '/api/customer/order/page?size=500')).body.data;
    expect(page.records.every((r: { engineerName: string }) => r.engineerName === '赵工程师')).toBe(true);
  });
});

describe('order details', () => {
  it('filters tracking records, receipts and fees for customers', async () => {
    const toCompleted = (
      await get(customer, '/api/customer/order/page?status=toCompleted&sortBy=createTime&sortOrder=asc')
    ).body.data.records[0];
    const templates = await t.db.query<{ id: number; visible: boolean }>(
      `SELECT id, is_customer_visible AS visible FROM receipt_templates WHERE service_content_id = (SELECT service_content_id FROM service_orders WHERE id = $1) ORDER BY sort`,
      [toCompleted.id],
    );
    for (const tpl of templates) {
      await t.db.query(
        `INSERT INTO receipts (service_id, template_id, url, name) VALUES ($1, $2, '/file/files/1/x.jpg', $3)`,
        [toCompleted.id, tpl.id, `r${tpl.id}`],
      );
    }
    const mine = (await get(customer, `/api/customer/order/${toCompleted.id}`)).body.data;
    expect(mine.trackingRecords.map((r: { content: string }) => r.content)).toEqual([
      '已联系客户，约定明早上门',
    ]);
    expect(mine.receipts).toHaveLength(templates.filter((x) => x.visible).length);
    expect(mine.accessories).toHaveLength(2);
    expect(mine.accessories[0].lines.length).toBeGreaterThan(0);
    expect(mine.engineer).toMatchObject({ name: '赵工程师', phone: '13700000001', companyName: '服务一部' });
    expect(mine.fees).toBeNull();
    const staff = (await get(admin, `/api/customer/order/${toCompleted.id}`)).body.data;
    expect(staff.trackingRecords).toHaveLength(2);
    expect(staff.receipts).toHaveLength(templates.length);
    expect(staff.timeline.map((x: { action: string }) => x.action)).toEqual([
      'create',
      'pendingOrders',
      'toArrive',
      'toCompleted',
    ]);

    const income = (await get(customer, '/api/customer/order/page?status=income')).body.data.records[0];
    expect((await get(customer, `/api/customer/order/${income.id}`)).body.data.fees).toBeNull();
    expect((await get(admin, `/api/customer/order/${income.id}`)).body.data.fees.totals).toEqual({
      income: 420.5,
      expense: 180,
    });
    const pending = (await get(customer, '/api/customer/order/page?status=pendingConfirmation')).body.data
      .records[0];
    const fees = (await get(customer, `/api/customer/order/${pending.id}`)).body.data.fees;
    expect(fees.totals).toEqual({ income: 420.5 });
    expect(fees.rows.map((r: { kind: string }) => r.kind)).toEqual(['income', 'income']);
    expect(fees.rows[0]).toEqual(
      expect.objectContaining({ sortId: 1, feeIndex: '上门服务费', endRange: null, amount: 300 }),
    );
  });

  it('hides other companies orders', async () => {
    const [a] = (await get(customer, '/api/customer/order/page')).body.data.records;
    expect((await get(customer2, `/api/customer/order/${a.id}`)).status).toBe(404);
    expect((await get(customer, '/api/customer/order/0')).status).toBe(400);
    expect((await get(customer, '/api/customer/order/99999999')).status).toBe(404);
  });
});

describe('exporting orders', () => {
  async function exportRows(token: string, query = '') {
    const res = await t.app.inject({ url: `/api/customer/order/export${query}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{14}\.xlsx"; filename\*=UTF-8''/,
    );
    return readXlsx(res.rawPayload);
  }

  it('writes every matching row, beyond one batch, in page order with Chinese headers', async () => {
    const company = (
      await t.db.query<{ id: number }>(`SELECT customer_id AS id FROM projects WHERE id = $1`, [
        base.projectId,
      ])
    )[0].id;
    await t.db.query(
      `INSERT INTO service_orders (service_no, status, customer_id, project_id, project_name, service_content_id, service_content,
         repair_user_name, repair_user_address, contact_name, contact_phone, fault_description, creator_name, appointment_time, create_time)
       SELECT 'SOX' || lpad(g::text, 8, '0'), 'pendingDispatch', $1, $2, 'Bulk & <项目>', $3, '设备维修', '批量', '地址', '联系人', '13900000000',
              'line ' || g, '导入', CASE WHEN g % 7 = 0 THEN NULL ELSE now() + (g % 50) * interval '1 hour' END, now() - g * interval '1 minute'
         FROM generate_series(1, 2345) g`,
      [company, base.projectId, base.serviceContentId],
    );
    const total = (await get(customer, '/api/customer/order/page')).body.data.total;
    const { files, rows } = await exportRows(customer);
    expect(files).toEqual(
      expect.arrayContaining([
        '[Content_Types].xml',
        'xl/workbook.xml',
        'xl/worksheets/sheet1.xml',
        'xl/styles.xml',
      ]),
    );
    expect(rows[0].slice(0, 4)).toEqual(['服务单号', '状态', '客户', '项目']);
    expect(rows.length - 1).toBe(total);
    expect(total).toBeGreaterThan(2345);
    const numbers = rows.slice(1).map((r) => r[0]);
    expect(new Set(numbers).size).toBe(total);
    expect(rows.slice(1).every((r) => r[2] === '华东智能制造有限公司')).toBe(true);
    expect(rows.find((r) => r[0] === 'SOX00000001')![3]).toBe('Bulk & <项目>');

    const page = (
      await get(customer, '/api/customer/order/page?size=500&sortBy=appointmentTime&sortOrder=desc')
    ).body.data.records;
    const sorted = await exportRows(customer, '?sortBy=appointmentTime&sortOrder=desc');
    expect(sorted.rows.slice(1, 501).map((r) => r[0])).toEqual(
      page.map((r: { serviceNo: string }) => r.serviceNo),
    );
    expect(new Set(sorted.rows.slice(1).map((r) => r[0])).size).toBe(total);
    const asc = await exportRows(customer, '?sortBy=appointmentTime&sortOrder=asc');
    expect(new Set(asc.rows.slice(1).map((r) => r[0])).size).toBe(total);

    const tab = await exportRows(customer, '?status=pendingConfirmation');
    expect(tab.rows.slice(1).map((r) => r[1])).toEqual(['待确认', '待确认']);
  });

  it('exports nothing of company A for company B', async () => {
    const { rows } = await exportRows(customer2);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.slice(1).every((r) => r[2] === '华南连锁零售集团')).toBe(true);
    expect(rows.slice(1).some((r) => String(r[0]).startsWith('SOX'))).toBe(false);
    const bad = await t.app.inject({
      url: '/api/customer/order/export?createEnd=2024-02-31',
      headers: bearer(customer),
    });
    expect(bad.statusCode).toBe(400);
  });
});
