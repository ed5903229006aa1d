import { createTestApp, login, type TestApp } from './helpers/test-app';
import { caller, makeOrder, userId } from './dispatch-fixtures';
import { deliverDueReminders } from '../src/modules/order-flow/reminders';
import type { ImEvent } from '../src/modules/chat/im-event';
import { shanghaiTime } from './helpers/dates';

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: string;
let ids: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
  admin = await login(t.app, 'admin');
  ids = {};
  for (const name of ['customer', 'customer2', 'engineer', 'pm', 'admin'])
    ids[name] = await userId(t.db, name);
});
afterAll(() => t.close());

const TRACK = '/api/customer/dispatch/track/record';

describe("an order's audience", () => {
  it("refuses a tracking-record reminder or engineer outside the order, naming the field in the caller's language", async () => {
    const order = await makeOrder(t.db, 'toArrive', ids.engineer);
    const remind = { serviceId: order, content: '请回访', isRemind: true, remindTime: '2030-01-01 10:00:00' };
    const other = await call(admin, 'POST', TRACK, { ...remind, reminderId: ids.customer2 });
    expect(other.status).toBe(400);
    expect(other.body.msg).toBe(
      'reminderId 不能查看此工单：只能选择此工单客户公司的用户或有权查看此工单的员工',
    );
    const en = await call(admin, 'POST', TRACK, { ...remind, reminderId: ids.customer2 }, 'en');
    expect(en.body.msg).toMatch(/^reminderId cannot see this service order/);
    // Another technician is staff, but not of this order.
    expect(
      (await call(admin, 'POST', TRACK, { ...remind, reminderId: await userId(t.db, 'engineer2') })).status,
    ).toBe(400);
    expect(
      (await call(admin, 'POST', TRACK, { serviceId: order, content: '记录', engineerId: ids.customer2 }))
        .body.msg,
    ).toMatch(/^engineerId /);
    for (const ok of ['customer', 'pm', 'engineer']) {
      expect((await call(admin, 'POST', TRACK, { ...remind, reminderId: ids[ok] })).status).toBe(200);
    }
    const created = (await call(admin, 'POST', TRACK, { ...remind, reminderId: ids.pm })).body.data;
    const edit = await call(admin, 'PUT', TRACK, { ...remind, id: created.id, reminderId: ids.customer2 });
    expect(edit.status).toBe(400);
    expect(edit.body.msg).toMatch(/^reminderId /);
  });

  it('checks again at delivery: a reminded user who has left the audience gets no notice and no event', async () => {
    const order = await makeOrder(t.db, 'toArrive', ids.engineer);
    const mover = (
      await call(admin, 'POST', '/api/sys/user', {
        username: 'mover',
        password: 'secret12',
        name: '调动客户',
        authority: 'customer',
        customId: (
          await t.db.query<{ id: number }>(`SELECT customer_id AS id FROM users WHERE username = 'customer'`)
        )[0].id,
      })
    ).body.data.id as number;
    const kept = (
      await call(admin, 'POST', TRACK, {
        serviceId: order,
        content: '机密：A 公司备注',
        isRemind: true,
        reminderId: mover,
        remindTime: '2030-01-01 10:00:00',
      })
    ).body.data;
    const staff = (
      await call(admin, 'POST', TRACK, {
        serviceId: order,
        content: '给项目经理',
        isRemind: true,
        reminderId: ids.pm,
        remindTime: '2030-01-01 10:00:00',
      })
    ).body.data;
    // The customer moves to company B before the reminder is due.
    await t.db.query(
      `UPDATE users SET customer_id = (SELECT customer_id FROM users WHERE username = 'customer2') WHERE id = $1`,
      [mover],
    );
    await t.db.query(
      `UPDATE tracking_records SET remind_time = now() - interval '1 minute' WHERE id = ANY($1::int[])`,
      [[kept.id, staff.id]],
    );
    const events: ImEvent[] = [];
    expect(await deliverDueReminders(t.db, async (e) => void events.push(e))).toBe(1);
    expect(events.map((e) => e.userIds)).toEqual([[ids.pm]]);
    expect(await t.db.query(`SELECT 1 FROM notices WHERE user_id = $1`, [mover])).toHaveLength(0);
    expect(
      await t.db.query(`SELECT 1 FROM notices WHERE user_id = $1 AND content LIKE '%给项目经理%'`, [ids.pm]),
    ).toHaveLength(1);
    // Handled either way: it is not tried again.
    expect(await deliverDueReminders(t.db)).toBe(0);
  });

  it('refuses an accessory receiver outside the order', async () => {
    const order = await makeOrder(t.db, 'toArrive', ids.engineer);
    const body = { serviceId: order, lines: [{ name: '电源', quantity: 1 }] };
    const res = await call(admin, 'POST', '/api/dispatch/accessory', { ...body, receiverId: ids.customer2 });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/^receiverId /);
    const created = await call(admin, 'POST', '/api/dispatch/accessory', {
      ...body,
      receiverId: ids.customer,
    });
    expect(created.status).toBe(200);
    const edit = await call(admin, 'PUT', '/api/customer/dispatch/accessory', {
      id: created.body.data.id,
      receiverId: ids.customer2,
    });
    expect(edit.status).toBe(400);
    expect(edit.body.msg).toMatch(/^receiverId /);
  });

  it('refuses a responsible person outside the order and a customer as engineer; group members are only its audience', async () => {
    const order = await makeOrder(t.db, 'pendingDispatch', null);
    const appointmentTime = shanghaiTime(2, '10:00:00');
    // A customer account with the technicians' job id is still no engineer.
    await t.db.query(`UPDATE users SET job_id = 18 WHERE id = $1`, [ids.customer2]);
    const asEngineer = await call(admin, 'POST', `/api/dispatch/service/${order}/dispatch`, {
      engineerId: ids.customer2,
      appointmentTime,
    });
    expect(asEngineer.status).toBe(400);
    await t.db.query(`UPDATE users SET job_id = NULL WHERE id = $1`, [ids.customer2]);
    const tech2 = await userId(t.db, 'engineer2');
    await t.db.query(`UPDATE users SET status = 'onTheJob' WHERE id = $1`, [tech2]);
    const responsible = await call(admin, 'POST', `/api/dispatch/service/${order}/dispatch`, {
      engineerId: ids.engineer,
      appointmentTime,
      responsiblePersonId: tech2,
    });
    expect(responsible.status).toBe(400);
    expect(responsible.body.msg).toMatch(/^responsiblePersonId /);
    await t.db.query(`UPDATE users SET status = 'left' WHERE id = $1`, [tech2]);
    const done = await call(admin, 'POST', `/api/dispatch/service/${order}/dispatch`, {
      engineerId: ids.engineer,
      appointmentTime,
      responsiblePersonId: ids.pm,
    });
    expect(done.status).toBe(200);
    const members = await t.db.query<{ userId: number }>(
      `SELECT m.user_id AS "userId" FROM chat_members m JOIN chat_channels c ON c.id = m.channel_id WHERE c.service_id = $1 ORDER BY m.user_id`,
      [order],
    );
    expect(members.map((m) => Number(m.userId)).sort((a, b) => a - b)).toEqual(
      [ids.admin, ids.customer, ids.engineer, ids.pm].sort((a, b) => a - b),
    );
  });

  it("sends a group's messages only to members who can still see its order", async () => {
    const order = await makeOrder(t.db, 'pendingDispatch', null);
    const appointmentTime = shanghaiTime(2, '10:00:00');
    expect(
      (
        await call(admin, 'POST', `/api/dispatch/service/${order}/dispatch`, {
          engineerId: ids.engineer,
          appointmentTime,
        })
      ).status,
    ).toBe(200);
    const companyA = (
      await t.db.query<{ id: number }>('SELECT customer_id AS id FROM users WHERE id = $1', [ids.customer])
    )[0].id;
    const companyB = (
      await t.db.query<{ id: number }>('SELECT customer_id AS id FROM users WHERE id = $1', [ids.customer2])
    )[0].id;
    const events: ImEvent[] = [];
    const publish = t.app.im.publish;
    t.app.im.publish = async (event) => {
      events.push(event);
      await publish(event);
    };
    try {
      // The customer who placed the order moves to company B: the group's next message passes them by.
      await t.db.query('UPDATE users SET customer_id = $2 WHERE id = $1', [ids.customer, companyB]);
      const engineer = await login(t.app, 'engineer');
      expect((await call(engineer, 'POST', `/api/dispatch/service/${order}/claim`)).status).toBe(200);
      const chat = events.filter((e) => e.message.type === 'chat');
      expect(chat.length).toBeGreaterThan(0);
      for (const event of chat) {
        expect(event.userIds).not.toContain(ids.customer);
        expect(event.userIds).toContain(ids.engineer);
      }
    } finally {
      t.app.im.publish = publish;
      await t.db.query('UPDATE users SET customer_id = $2 WHERE id = $1', [ids.customer, companyA]);
    }
  });
});
