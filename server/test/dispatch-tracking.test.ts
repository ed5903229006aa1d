import { createTestApp, login, type TestApp } from './helpers/test-app';
import { caller, makeOrder, userId } from './dispatch-fixtures';
import { deliverDueReminders } from '../src/modules/order-flow/reminders';
import type { ImEvent } from '../src/modules/chat/im-event';

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: string;
let engineer: string;
let customer: string;
let engineerId: number;
let pmId: number;
let order: number;

beforeAll(async () => {
  // Reminders are delivered by direct calls here (the last test runs the scheduler on an app of its own).
  process.env.REMINDER_INTERVAL_MS = '0';
  t = await createTestApp();
  call = caller(t.app);
  [admin, engineer, customer] = await Promise.all(
    ['admin', 'engineer', 'customer'].map((u) => login(t.app, u)),
  );
  engineerId = await userId(t.db, 'engineer');
  pmId = await userId(t.db, 'pm');
  order = await makeOrder(t.db, 'toArrive', engineerId);
});
afterAll(() => t.close());

const URL = '/api/customer/dispatch/track/record';

describe('tracking records', () => {
  it('adds a record at the server time and stamps the order', async () => {
    await t.db.query('UPDATE service_orders SET track_record_time = NULL WHERE id = $1', [order]);
    const res = await call(admin, 'POST', URL, {
      serviceId: order,
      content: '  已联系客户，约定明天上午上门  ',
      contactTime: '2001-01-01 00:00:00',
      isCustomerVisibility: true,
      isEngineerVisible: true,
    });
    expect(res.status).toBe(200);
    const record = res.body.data;
    expect(record).toMatchObject({
      serviceId: order,
      engineerId,
      engineerName: '赵工程师',
      content: '已联系客户，约定明天上午上门',
      creator: '系统管理员',
      isCustomerVisibility: true,
      isEngineerVisible: true,
      isRemind: false,
      type: 'content',
    });
    const now = await t.db.query<{ now: string }>(`SELECT to_char(now(), 'YYYY-MM-DD') AS now`);
    expect(record.contactTime.slice(0, 10)).toBe(now[0].now);
    const stamped = await t.db.query<{ set: boolean }>(
      'SELECT track_record_time IS NOT NULL AS set FROM service_orders WHERE id = $1',
      [order],
    );
    expect(stamped[0].set).toBe(true);
  });

  it('requires content (1 to 1000 characters) and a reminder with person and time', async () => {
    expect((await call(admin, 'POST', URL, { serviceId: order })).body.msg).toBe('请输入跟踪内容');
    expect((await call(admin, 'POST', URL, { serviceId: order, content: '   ' })).body.msg).toBe(
      '请输入跟踪内容',
    );
    expect((await call(admin, 'POST', URL, { serviceId: order, content: 'x'.repeat(1001) })).body.msg).toBe(
      'content 最多 1000 个字符',
    );
    expect((await call(admin, 'POST', URL, { serviceId: order, content: 'x'.repeat(1000) })).status).toBe(
      200,
    );
    expect(
      (await call(admin, 'POST', URL, { serviceId: order, content: '提醒', isRemind: true })).body.msg,
    ).toBe('请选择提醒人和提醒时间');
    const left = await userId(t.db, 'engineer2');
    expect(
      (
        await call(admin, 'POST', URL, {
          serviceId: order,
          content: '提醒',
          isRemind: true,
          reminderId: left,
          remindTime: '2030-01-01 10:00:00',
        })
      ).body.msg,
    ).toBe('提醒人不存在或已离职');
    expect((await call(customer, 'POST', URL, { serviceId: order, content: '客户不能写' })).status).toBe(403);
    expect((await call(admin, 'POST', URL, { serviceId: 999999, content: 'x' })).status).toBe(404);
  });

  it('edits a record and pages records with visibility per user', async () => {
    const created = (
      await call(admin, 'POST', URL, {
        serviceId: order,
        content: '内部记录',
        isCustomerVisibility: false,
        isEngineerVisible: false,
      })
    ).body.data;
    const edited = await call(admin, 'PUT', URL, {
      id: created.id,
      serviceId: order,
      content: '内部记录（已更新）',
      type: 'visit',
    });
    expect(edited.body.data).toMatchObject({
      id: created.id,
      content: '内部记录（已更新）',
      type: 'visit',
      contactTime: created.contactTime,
    });
    expect(
      (await call(admin, 'PUT', URL, { id: created.id, serviceId: order + 1000, content: 'x' })).status,
    ).toBe(404);
    const own = (await call(engineer, 'POST', URL, { serviceId: order, content: '工程师已出发' })).body.data;
    expect(own.isEngineerVisible).toBe(true);
    expect(
      (await call(engineer, 'PUT', URL, { id: created.id, serviceId: order, content: '改别人的' })).status,
    ).toBe(403);

    const page = async (token: string) =>
      (await call(token, 'GET', `${URL}/page?serviceId=${order}&current=1&size=50`)).body.data;
    const staff = await page(admin);
    expect(staff.total).toBe(staff.records.length);
    expect(staff.records.map((r: { id: number }) => r.id)).toContain(created.id);
    const forEngineer = await page(engineer);
    expect(forEngineer.records.map((r: { id: number }) => r.id)).not.toContain(created.id);
    expect(forEngineer.records.map((r: { id: number }) => r.id)).toContain(own.id);
    const forCustomer = await page(customer);
    expect(forCustomer.records.every((r: { isCustomerVisibility: boolean }) => r.isCustomerVisibility)).toBe(
      true,
    );
    expect(forCustomer.total).toBe(1);
    const paged = (await call(admin, 'GET', `${URL}/page?serviceId=${order}&current=2&size=2`)).body.data;
    expect(paged.records).toHaveLength(2);
    expect(paged.total).toBe(staff.total);
  });

  it('serves the templates and the last completion record', async () => {
    for (const [path, type] of [
      ['completion/template', 'track_completion'],
      ['visit/template', 'track_visit'],
      ['content/list', 'track_content'],
    ]) {
      const rows = (await call(admin, 'GET', `/api/sys/track/record/${path}`)).body.data;
      expect(rows.length).toBeGreaterThanOrEqual(3);
      expect(rows[0]).toMatchObject({
        dictType: type,
        dictValue: expect.any(String),
        dictDataName: expect.any(String),
      });
    }
    const last = `/api/sys/track/record/last/completion?serviceId=${order}`;
    expect((await call(admin, 'GET', last)).body.data).toBeNull();
    await call(admin, 'POST', URL, { serviceId: order, content: '第一次完工', type: 'completion' });
    await call(admin, 'POST', URL, { serviceId: order, content: '第二次完工', type: 'completion' });
    expect((await call(admin, 'GET', last)).body.data).toMatchObject({
      content: '第二次完工',
      type: 'completion',
    });
  });
});

describe('reminders', () => {
  it('become a notice to the reminded person when due, once', async () => {
    const published: ImEvent[] = [];
    const publish = async (event: ImEvent) => {
      published.push(event);
    };
    await deliverDueReminders(t.db);
    const due = (
      await call(admin, 'POST', URL, {
        serviceId: order,
        content: '请回访客户',
        isRemind: true,
        reminderId: pmId,
        remindTime: '2030-01-01 09:00:00',
      })
    ).body.data;
    const later = (
      await call(admin, 'POST', URL, {
        serviceId: order,
        content: '明年再说',
        isRemind: true,
        reminderId: pmId,
        remindTime: '2999-01-01 09:00:00',
      })
    ).body.data;
    expect(await deliverDueReminders(t.db, publish)).toBe(0);
    // Time passes for the first one.
    await t.db.query(`UPDATE tracking_records SET remind_time = now() - interval '1 minute' WHERE id = $1`, [
      due.id,
    ]);
    const notices = async () =>
      t.db.query<{ title: string; content: string; link: string }>(
        `SELECT title, content, link FROM notices WHERE user_id = $1 AND kind = 'trackReminder'`,
        [pmId],
      );
    expect(await notices()).toHaveLength(0);
    const [a, b] = await Promise.all([
      deliverDueReminders(t.db, publish),
      deliverDueReminders(t.db, publish),
    ]);
    expect(a + b).toBe(1);
    expect(await deliverDueReminders(t.db, publish)).toBe(0);
    const sent = await notices();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      title: '跟踪提醒',
      link: `/dispatchStation/dispatchQueryDetails?id=${order}`,
    });
    expect(sent[0].content).toMatch(/^工单 SO\d{14}（.+）：请回访客户$/);
    expect(published).toEqual([
      {
        userIds: [pmId],
        message: expect.objectContaining({ type: 'notice', kind: 'trackReminder', serviceId: order }),
      },
    ]);
    const records = (await call(admin, 'GET', `${URL}/page?serviceId=${order}&size=100`)).body.data.records;
    expect(records.find((r: { id: number }) => r.id === due.id).remindSentTime).toEqual(expect.any(String));
    expect(records.find((r: { id: number }) => r.id === later.id).remindSentTime).toBeNull();

    // Moving a sent reminder to a new time sends it again then.
    await call(admin, 'PUT', URL, {
      id: due.id,
      serviceId: order,
      content: '请回访客户',
      isRemind: true,
      reminderId: pmId,
      remindTime: '2000-01-02 09:00:00',
    });
    expect(await deliverDueReminders(t.db)).toBe(1);
    expect(await notices()).toHaveLength(2);
  });

  it('are delivered by the scheduler plugin', async () => {
    const previous = process.env.REMINDER_INTERVAL_MS;
    process.env.REMINDER_INTERVAL_MS = '50';
    const t2 = await createTestApp();
    try {
      const token = await login(t2.app, 'admin');
      const id = await makeOrder(t2.db, 'toArrive', engineerId);
      const pm = await userId(t2.db, 'pm');
      const res = await caller(t2.app)(token, 'POST', URL, {
        serviceId: id,
        content: '到点提醒',
        isRemind: true,
        reminderId: pm,
        remindTime: '2000-01-01 00:00:00',
      });
      expect(res.status).toBe(200);
      let n = 0;
      for (let i = 0; i < 100 && n === 0; i += 1) {
        await new Promise((r) => setTimeout(r, 50));
        n = (
          await t2.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM notices WHERE user_id = $1 AND kind = 'trackReminder'`,
            [pm],
          )
        )[0].n;
      }
      expect(n).toBe(1);
    } finally {
      if (previous === undefined) delete process.env.REMINDER_INTERVAL_MS;
      else process.env.REMINDER_INTERVAL_MS = previous;
      await t2.close();
    }
  });
});
