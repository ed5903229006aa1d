import { createTestApp, login, bearer, type TestApp } from './helpers/test-app';

// The answers of the hot reads, field for field (nulls included), against the database's own text of
// every column: timestamps as to_char(…, 'YYYY-MM-DD HH24:MI:SS') in the server's time zone.

let t: TestApp;
let customer: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  [customer, admin] = await Promise.all([login(t.app, 'customer'), login(t.app, 'admin')]);
});
afterAll(() => t.close());

const get = async (token: string, url: string) => {
  const res = await t.app.inject({ url, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

const TIME_COLUMNS: Record<string, string> = {
  appointmentTime: 'appointment_time',
  createTime: 'create_time',
  dispatchTime: 'dispatch_time',
  arriveTime: 'arrive_time',
  completionTime: 'completion_time',
  acceptanceTime: 'acceptance_time',
  incomeTime: 'income_time',
  trackRecordTime: 'track_record_time',
};
const text = (column: string, alias: string) => `to_char(o.${column}, 'YYYY-MM-DD HH24:MI:SS') AS "${alias}"`;

/** The order rows as the page answered them before its times were cut from the column text. */
async function expectedRows(where: string, params: unknown[]) {
  return t.db.query(
    `SELECT o.id, o.service_no AS "serviceNo", o.status, o.project_id AS "projectId", o.project_name AS "projectName",
            o.service_content_id AS "serviceContentId", o.service_content AS "serviceContent", o.customer_id AS "customerId",
            c.name AS "customerName", o.repair_user_id AS "repairUserId", o.repair_user_name AS "repairUserName", o.repair_no AS "repairNo",
            o.repair_user_address AS "repairUserAddress", o.contact_name AS "contactName", o.contact_phone AS "contactPhone",
            o.engineer_id AS "engineerId", o.engineer_name AS "engineerName", o.engineer_company_name AS "engineerCompanyName",
            o.creator_name AS "creatorName", o.fault_description AS "faultDescription", o.parent_id AS "parentId",
            ${Object.entries(TIME_COLUMNS)
              .map(([alias, column]) => text(column, alias))
              .join(', ')}
       FROM service_orders o JOIN customer_companies c ON c.id = o.customer_id
      WHERE ${where} ORDER BY o.create_time DESC, o.id DESC`,
    params,
  );
}

async function customerCompany(): Promise<number> {
  return (
    await t.db.query<{ id: number }>(`SELECT customer_id AS id FROM users WHERE username = 'customer'`)
  )[0].id;
}

describe('order times', () => {
  it('are the wall-clock second in the server time zone, whatever zone or fraction they were written with; null stays null', async () => {
    const company = await customerCompany();
    const [order] = await t.db.query<{ id: number }>(
      `SELECT id FROM service_orders WHERE customer_id = $1 AND status <> 'cancelled' ORDER BY create_time DESC, id DESC LIMIT 1`,
      [company],
    );
    await t.db.query(
      `UPDATE service_orders SET create_time = now() + interval '1 day',
              appointment_time = '2024-01-01 00:00:00.999999Z', dispatch_time = '2024-02-29 23:59:59.5+08',
              arrive_time = '1999-12-31 16:00:00-08', completion_time = '2024-03-10 02:30:00+08:00',
              acceptance_time = NULL, income_time = NULL, track_record_time = '2024-06-01 12:00:00.000001+08'
        WHERE id = $1`,
      [order.id],
    );
    const page = await get(customer, '/api/customer/order/page?current=1&size=10');
    const row = page.records[0];
    expect(row.id).toBe(order.id);
    expect(row).toMatchObject({
      appointmentTime: '2024-01-01 08:00:00',
      dispatchTime: '2024-02-29 23:59:59',
      arriveTime: '2000-01-01 08:00:00',
      completionTime: '2024-03-10 02:30:00',
      acceptanceTime: null,
      incomeTime: null,
      trackRecordTime: '2024-06-01 12:00:00',
    });
    expect(row.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const detail = await get(customer, `/api/customer/order/${order.id}`);
    const [reference] = await t.db.query<Record<string, string | null>>(
      `SELECT ${Object.entries(TIME_COLUMNS)
        .map(([alias, column]) => text(column, alias))
        .join(', ')},
              ${text('expenses_time', 'expensesTime')}, ${text('settlement_time', 'settlementTime')},
              ${text('confirm_time', 'confirmTime')}, ${text('updated_at', 'updateTime')}
         FROM service_orders o WHERE o.id = $1`,
      [order.id],
    );
    for (const [key, value] of Object.entries(reference)) expect([key, detail[key]]).toEqual([key, value]);
  });
});

describe('GET /api/customer/order/page', () => {
  it('answers exactly the rows the database holds, in page order, with the kept total', async () => {
    const company = await customerCompany();
    const all = await expectedRows(`o.customer_id = $1 AND o.status <> 'cancelled'`, [company]);
    expect(all.length).toBeGreaterThan(10);
    const first = await get(customer, '/api/customer/order/page?current=1&size=10');
    expect(first).toEqual({ total: all.length, records: all.slice(0, 10) });
    const second = await get(customer, '/api/customer/order/page?current=2&size=10');
    expect(second).toEqual({ total: all.length, records: all.slice(10, 20) });
    const past = await get(customer, '/api/customer/order/page?current=100&size=10');
    expect(past).toEqual({ total: all.length, records: [] });
  });

  it('answers the filtered rows and their count the same way (a manager, a text filter)', async () => {
    const all = await expectedRows(`o.status <> 'cancelled' AND o.repair_user_name ILIKE $1`, ['%一号%']);
    expect(all.length).toBeGreaterThan(0);
    const page = await get(
      admin,
      `/api/customer/order/page?current=1&size=500&repairUserName=${encodeURIComponent('一号')}`,
    );
    expect(page).toEqual({ total: all.length, records: all });
  });
});

describe('GET /api/order/user/detail', () => {
  it('answers every field of the user info, nulls included', async () => {
    const info = await get(customer, '/api/order/user/detail');
    const [row] = await t.db.query<Record<string, unknown>>(
      `SELECT u.id, u.username, u.name, u.authority, u.avatar, u.im_uid AS "imUid", u.im_pwd AS "imPwd", u.customer_id AS "customId",
              c.name AS "customIdName", u.phone, u.telephone, u.job_id AS "jobId", u.dept_id AS "deptId", u.status,
              u.is_delete AS "isDelete", u.roles, u.authorities
         FROM users u LEFT JOIN customer_companies c ON c.id = u.customer_id WHERE u.username = 'customer'`,
    );
    expect(Object.keys(info).sort()).toEqual(
      [...Object.keys(row), 'allowDispatch', 'allowRelease', 'menus', 'homePath'].sort(),
    );
    expect(info).toEqual({
      ...row,
      allowDispatch: false,
      allowRelease: false,
      menus: expect.any(Array),
      homePath: '/workplace',
    });
    expect(Object.values(row)).toContain(null);
    // The menu keeps its nested entries and their optional fields.
    const nested = info.menus.flatMap((m: { children?: unknown[] }) => m.children ?? []);
    expect(nested.length).toBeGreaterThan(0);
  });
});

describe('GET /api/dispatch/service/:id/detail', () => {
  it('answers children, calls, the parent and the chat group through its schema unchanged', async () => {
    const [parent] = await t.db.query<{ id: number }>(
      `SELECT id FROM service_orders WHERE status <> 'cancelled' ORDER BY id LIMIT 1`,
    );
    const [child] = await t.db.query<{ id: number }>(
      `INSERT INTO service_orders (service_no, status, customer_id, project_id, project_name, service_content_id, service_content,
              repair_user_id, repair_user_name, repair_user_address, contact_name, contact_phone, fault_description, creator_name, parent_id)
       SELECT 'SO' || lpad((id + 900000)::text, 14, '0'), 'pendingDispatch', customer_id, project_id, project_name, service_content_id,
              service_content, repair_user_id, repair_user_name, repair_user_address, contact_name, contact_phone, fault_description,
              creator_name, id
         FROM service_orders WHERE id = $1
       RETURNING id`,
      [parent.id],
    );
    await t.db.query(
      `INSERT INTO telephony_calls (service_id, from_user, to_user, caller_id, provider, status) VALUES ($1, '13800000000', '13900000000', NULL, 'mock', 'ok')`,
      [parent.id],
    );
    const detail = await get(admin, `/api/dispatch/service/${parent.id}/detail`);
    expect(detail.children).toEqual([
      {
        id: child.id,
        serviceNo: expect.any(String),
        status: 'pendingDispatch',
        engineerName: null,
        createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      },
    ]);
    expect(detail.calls[0]).toMatchObject({ fromUser: '13800000000', callerName: null, provider: 'mock' });
    const childDetail = await get(admin, `/api/dispatch/service/${child.id}/detail`);
    expect(childDetail.parent).toEqual({
      id: parent.id,
      serviceNo: expect.any(String),
      status: expect.any(String),
    });
    expect(childDetail).toMatchObject({
      engineer: null,
      engineerId: null,
      dispatchTime: null,
      chatGroupId: null,
      chatGroup: null,
    });
  });
});
