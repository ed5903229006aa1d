import { createTestApp, login, type TestApp } from './helpers/test-app';
import {
  appointment,
  caller,
  makeOrder,
  systemMessages,
  timeline,
  userId,
  type Reply,
} from './dispatch-fixtures';
import { FLOW_STATUSES as STATUSES } from '@portal/contract';
import { STEPS, type StepName } from '../src/modules/order-core/step-table';
import { confirmOrders } from '../src/modules/order-flow/machine';
import type { FlowUser } from '../src/modules/order-core/available-steps';
import { HttpError } from '../src/http-error';
import type { ImEvent } from '../src/modules/chat/im-event';
import { DISPATCHER_STEPS } from '@portal/contract/testing';

let t: TestApp;
let call: ReturnType<typeof caller>;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const published: ImEvent[] = [];

const USERS = ['admin', 'dispatcher', 'manager', 'customer', 'customer2', 'engineer', 'engineer3'] as const;
type Who = (typeof USERS)[number];

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
  const admin = await login(t.app, 'admin');
  const created = await call(admin, 'POST', '/api/sys/user', {
    username: 'engineer3',
    password: 'demo123456',
    name: '孙工程师',
    authority: 'technician',
    jobId: 18,
    deptId: 20,
  });
  expect(created.status).toBe(200);
  for (const u of USERS) {
    tokens[u] = await login(t.app, u);
    ids[u] = await userId(t.db, u);
  }
  ids.pm = await userId(t.db, 'pm');
  const publish = t.app.im.publish.bind(t.app.im);
  t.app.im.publish = async (event) => {
    published.push(event);
    await publish(event);
  };
});
afterAll(() => t.close());

const fees = [
  { sortId: 1, feeIndex: '上门服务费', amount: 300 },
  { sortId: 2, feeIndex: '里程费', endRange: 50, amount: 80.5 },
];

interface Route {
  path: string;
  step: StepName;
  access: 'dispatch' | 'user';
  body?: () => object;
}

const ROUTES: Route[] = [
  {
    path: 'dispatch',
    step: 'dispatch',
    access: 'dispatch',
    body: () => ({ engineerId: ids.engineer, appointmentTime: appointment(2) }),
  },
  { path: 'claim', step: 'claim', access: 'user' },
  { path: 'reject', step: 'reject', access: 'user', body: () => ({ reason: '时间冲突' }) },
  { path: 'arrive', step: 'arrive', access: 'user' },
  {
    path: 'complete',
    step: 'complete',
    access: 'user',
    body: () => ({ lackReceipt: '缺少客户签字的验收单' }),
  },
  { path: 'accept', step: 'accept', access: 'dispatch', body: () => ({ fees }) },
  {
    path: 'close-expenses',
    step: 'closeExpenses',
    access: 'dispatch',
    body: () => ({ fees: [{ sortId: 1, feeIndex: '工程师劳务', amount: 150 }] }),
  },
  { path: 'issue-settlement', step: 'issueSettlement', access: 'dispatch' },
  { path: 'redispatch', step: 'redispatch', access: 'dispatch', body: () => ({ reason: '工程师请假' }) },
  {
    path: 'change-engineer',
    step: 'changeEngineer',
    access: 'dispatch',
    body: () => ({ engineerId: ids.engineer3, reason: '就近安排' }),
  },
  { path: 'cancel', step: 'cancel', access: 'dispatch', body: () => ({ reason: '客户撤单' }) },
  {
    path: 'child',
    step: 'createChild',
    access: 'dispatch',
    body: () => ({ faultDescription: '需要二次上门更换配件' }),
  },
];

const DISPATCHERS: Who[] = ['admin', 'dispatcher'];

/** What the table says should happen when `who` takes `step` on a company-A order in `status` (engineer assigned past dispatch). */
function expected(route: Route, who: Who, status: string): number {
  const allowDispatch = DISPATCHERS.includes(who);
  if (route.access === 'dispatch' && !allowDispatch) return 403;
  const engineer = status === 'pendingDispatch' ? null : 'engineer';
  const visible = ['admin', 'dispatcher', 'manager', 'customer'].includes(who) || engineer === who;
  if (!visible) return 404;
  const roles = new Set<string>();
  if (allowDispatch) roles.add('dispatcher');
  if (engineer === who) roles.add('engineer');
  if (who === 'customer') roles.add('customer');
  const def = STEPS[route.step];
  if (!def.who.some((r) => roles.has(r))) return 403;
  if (!def.from.includes(status as never)) return 400;
  return 200;
}

const take = (who: Who, route: Route, id: number, lang?: string): Promise<Reply> =>
  call(tokens[who], 'POST', `/api/dispatch/service/${id}/${route.path}`, route.body?.(), lang);

describe('the life-cycle table', () => {
  it('answers every step by every kind of user in every status as the table says', async () => {
    const shared: Record<string, number> = {};
    for (const status of STATUSES)
      shared[status] = await makeOrder(t.db, status, status === 'pendingDispatch' ? null : ids.engineer);
    const mismatches: string[] = [];
    let legal = 0;
    for (const route of ROUTES) {
      for (const who of USERS) {
        for (const status of STATUSES) {
          const want = expected(route, who, status);
          const id =
            want === 200
              ? await makeOrder(t.db, status, status === 'pendingDispatch' ? null : ids.engineer)
              : shared[status];
          const res = await take(who, route, id);
          if (res.status !== want)
            mismatches.push(
              `${who} ${route.path} in ${status}: ${res.status} (${res.body.msg}), expected ${want}`,
            );
          if (want === 200) {
            legal += 1;
            const to = STEPS[route.step].to === 'same' ? status : STEPS[route.step].to;
            if (res.body.data?.toStatus !== to)
              mismatches.push(`${who} ${route.path} in ${status}: went to ${res.body.data?.toStatus}`);
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(legal).toBeGreaterThan(30);
    // Failed steps left the shared orders as they were.
    const after = await t.db.query<{ id: number; status: string }>(
      'SELECT id, status FROM service_orders WHERE id = ANY($1::bigint[])',
      [Object.values(shared)],
    );
    for (const row of after)
      expect(row.status).toBe(Object.entries(shared).find(([, id]) => id === Number(row.id))![0]);
  });

  it('confirms a settlement only for the company customer and only when pending confirmation', async () => {
    const flowUser = async (who: Who): Promise<FlowUser> =>
      (
        await t.db.query<FlowUser>(
          `SELECT id, name, authority, allow_dispatch AS "allowDispatch", customer_id AS "customerId" FROM users WHERE username = $1`,
          [who],
        )
      )[0];
    const mismatches: string[] = [];
    for (const who of USERS) {
      for (const status of STATUSES) {
        const id = await makeOrder(t.db, status, status === 'pendingDispatch' ? null : ids.engineer);
        let got = 200;
        try {
          await confirmOrders(t.db, await flowUser(who), [id]);
        } catch (error) {
          got = error instanceof HttpError ? error.statusCode : 500;
        }
        const want =
          who === 'engineer' || who === 'engineer3'
            ? 403
            : who === 'customer2'
              ? 400
              : who !== 'customer'
                ? 403
                : status === 'pendingConfirmation'
                  ? 200
                  : 400;
        if (got !== want) mismatches.push(`${who} confirm in ${status}: ${got}, expected ${want}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('names the step and the status of an illegal step in the user language', async () => {
    const id = await makeOrder(t.db, 'pendingDispatch', null);
    const arrive = ROUTES.find((r) => r.path === 'arrive')!;
    const zh = await take('admin', arrive, id);
    expect(zh).toMatchObject({ status: 400, body: { msg: '当前状态「待派单」不能执行「到场」' } });
    const tw = await take('admin', arrive, id, 'zh-TW');
    expect(tw.body.msg).toBe('當前狀態「待派單」不能執行「到場」');
    const en = await take('admin', arrive, id, 'en');
    expect(en.body.msg).toBe('In status "pending dispatch" the step "arrival" is not possible');
    const claim = await take(
      'admin',
      ROUTES.find((r) => r.path === 'claim')!,
      await makeOrder(t.db, 'pendingOrders', ids.engineer),
    );
    expect(claim).toMatchObject({ status: 403, body: { msg: '您不能对此工单执行「接单」' } });
    const noDispatch = await take('manager', ROUTES[0], id);
    expect(noDispatch).toMatchObject({ status: 403, body: { msg: '没有派单权限' } });
  });
});

describe('one step at a time', () => {
  it('lets exactly one of two identical concurrent steps through', async () => {
    for (const [who, route, status, engineer] of [
      ['admin', ROUTES[0], 'pendingDispatch', null],
      ['engineer', ROUTES[1], 'pendingOrders', 'engineer'],
      ['dispatcher', ROUTES.find((r) => r.path === 'change-engineer')!, 'toArrive', 'engineer'],
      ['admin', ROUTES.find((r) => r.path === 'cancel')!, 'income', 'engineer'],
    ] as Array<[Who, Route, string, Who | null]>) {
      const id = await makeOrder(t.db, status, engineer ? ids[engineer] : null);
      const results = await Promise.all([
        take(who, route, id),
        take(who === 'admin' ? 'dispatcher' : who, route, id),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
      const loser = results.find((r) => r.status === 400)!;
      // Which message the loser gets depends on when it read the order: after the winner's commit it sees the new state.
      expect(loser.body.msg).toMatch(
        /^(工单状态已变更，请刷新后重试|当前状态「.+」不能执行「.+」|新工程师与当前工程师相同)$/,
      );
      const rows = (await timeline(t.db, id)).filter((r) => r.action === route.step);
      expect(rows).toHaveLength(1);
      expect((await systemMessages(t.db, id)).filter((m) => m.ext.step === route.step)).toHaveLength(1);
    }
  });
});

describe('the whole life of an order', () => {
  it('goes from dispatch to confirmation with a timeline row, a system message and an IM event per step', async () => {
    const id = await makeOrder(t.db, 'pendingDispatch', null);
    published.length = 0;
    const steps: Array<[Who, string, object?]> = [
      [
        'dispatcher',
        'dispatch',
        {
          engineerId: ids.engineer,
          responsiblePersonId: ids.manager,
          appointmentTime: appointment(3, '14:30'),
        },
      ],
      ['engineer', 'claim'],
      ['engineer', 'arrive'],
      ['engineer', 'complete', { lackReceipt: '客户未签字' }],
      ['admin', 'accept', { fees }],
      ['admin', 'close-expenses', { fees: [{ sortId: 1, feeIndex: '工程师劳务', amount: 150 }] }],
      ['admin', 'issue-settlement'],
    ];
    for (const [who, path, body] of steps) {
      const res = await call(tokens[who], 'POST', `/api/dispatch/service/${id}/${path}`, body);
      expect({ path, status: res.status, msg: res.body.msg }).toEqual({ path, status: 200, msg: '' });
    }
    const confirm = await call(tokens.customer, 'POST', '/api/customer/settlement/confirm', { ids: [id] });
    expect(confirm.status).toBe(200);

    const order = (
      await t.db.query<Record<string, unknown>>(
        `SELECT status, engineer_id AS "engineerId", responsible_person_id AS "responsiblePersonId", dispatcher_id AS "dispatcherId",
                to_char(appointment_time, 'YYYY-MM-DD HH24:MI:SS') AS "appointmentTime", dispatch_time IS NOT NULL AS dispatched,
                arrive_time IS NOT NULL AS arrived, completion_time IS NOT NULL AS completed, acceptance_time IS NOT NULL AS accepted,
                income_time IS NOT NULL AS income, expenses_time IS NOT NULL AS expenses, settlement_time IS NOT NULL AS settled,
                lack_receipt AS "lackReceipt", is_lack_receipt AS "isLackReceipt"
           FROM service_orders WHERE id = $1`,
        [id],
      )
    )[0];
    expect(order).toEqual({
      status: 'confirmed',
      engineerId: ids.engineer,
      responsiblePersonId: ids.manager,
      dispatcherId: ids.dispatcher,
      appointmentTime: appointment(3, '14:30'),
      dispatched: true,
      arrived: true,
      completed: true,
      accepted: true,
      income: true,
      expenses: true,
      settled: true,
      lackReceipt: '客户未签字',
      isLackReceipt: true,
    });
    const rows = await timeline(t.db, id);
    expect(rows.map((r) => [r.action, r.fromStatus, r.toStatus])).toEqual([
      ['dispatch', 'pendingDispatch', 'pendingOrders'],
      ['claim', 'pendingOrders', 'toArrive'],
      ['arrive', 'toArrive', 'toCompleted'],
      ['complete', 'toCompleted', 'pendingAcceptance'],
      ['accept', 'pendingAcceptance', 'income'],
      ['closeExpenses', 'income', 'expenses'],
      ['issueSettlement', 'expenses', 'pendingConfirmation'],
      ['confirm', 'pendingConfirmation', 'confirmed'],
    ]);
    expect(rows.map((r) => r.operatorName)).toEqual([
      '郑调度',
      '赵工程师',
      '赵工程师',
      '赵工程师',
      '系统管理员',
      '系统管理员',
      '系统管理员',
      '张客户',
    ]);
    // The settlement page's confirmation goes through the same machine.
    const messages = await systemMessages(t.db, id);
    expect(messages.map((m) => m.ext.step)).toEqual([
      'dispatch',
      'claim',
      'arrive',
      'complete',
      'accept',
      'closeExpenses',
      'issueSettlement',
      'confirm',
    ]);
    expect(messages[0].msgContent).toMatch(
      /^郑调度「派单」：待派单 → 待接单（赵工程师，\d{4}-\d{2}-\d{2} 14:30）$/,
    );
    const members = await t.db.query<{ username: string; type: string }>(
      `SELECT u.username, m.type FROM chat_members m JOIN chat_channels c ON c.id = m.channel_id JOIN users u ON u.id = m.user_id
        WHERE c.service_id = $1 ORDER BY u.username`,
      [id],
    );
    expect(members).toEqual([
      { username: 'admin', type: 'staff' },
      { username: 'customer', type: 'customer' },
      { username: 'dispatcher', type: 'staff' },
      { username: 'engineer', type: '工程师' },
      { username: 'manager', type: 'staff' },
    ]);
    const chatEvents = published.filter((e) => e.message.type === 'chat' && e.message.serviceId === id);
    expect(chatEvents).toHaveLength(8);
    expect(new Set(chatEvents[0].userIds)).toEqual(
      new Set([ids.customer, ids.dispatcher, ids.engineer, ids.manager]),
    );
    expect(new Set(chatEvents.at(-1)!.userIds)).toEqual(
      new Set([ids.customer, ids.dispatcher, ids.engineer, ids.manager, ids.admin]),
    );
    expect(chatEvents[0].message).toMatchObject({
      type: 'chat',
      msgType: 'system',
      chatType: 'groupchat',
      groupId: messages[0].groupId,
    });
    const incomeFees = await t.db.query<{
      kind: string;
      feeIndex: string;
      amount: number;
      endRange: number | null;
    }>(
      `SELECT kind, fee_index AS "feeIndex", amount::float8 AS amount, end_range::float8 AS "endRange" FROM fee_rows WHERE service_id = $1 ORDER BY kind DESC, sort_id`,
      [id],
    );
    expect(incomeFees).toEqual([
      { kind: 'income', feeIndex: '上门服务费', amount: 300, endRange: null },
      { kind: 'income', feeIndex: '里程费', amount: 80.5, endRange: 50 },
      { kind: 'expense', feeIndex: '工程师劳务', amount: 150, endRange: null },
    ]);
  });

  it('refuses completion without a receipt or a lack-receipt note', async () => {
    const id = await makeOrder(t.db, 'toCompleted', ids.engineer);
    const bare = await call(tokens.engineer, 'POST', `/api/dispatch/service/${id}/complete`, {});
    expect(bare).toMatchObject({
      status: 400,
      body: { msg: '请先上传验收资料，或填写工程师缺少的验收资料' },
    });
    const file = await t.db.query<{ id: number }>(
      `INSERT INTO files (url, origin_name, ext, size, storage_key, uploader_id) VALUES ('/file/files/0/a.jpg', 'a.jpg', 'jpg', 1, 'x/a.jpg', $1) RETURNING id`,
      [ids.engineer],
    );
    await t.db.query(
      `INSERT INTO receipts (service_id, file_id, url, name) VALUES ($1, $2, '/file/files/0/a.jpg', 'a.jpg')`,
      [id, file[0].id],
    );
    const done = await call(tokens.engineer, 'POST', `/api/dispatch/service/${id}/complete`);
    expect(done.status).toBe(200);
    const row = (
      await t.db.query<{ isLackReceipt: boolean }>(
        'SELECT is_lack_receipt AS "isLackReceipt" FROM service_orders WHERE id = $1',
        [id],
      )
    )[0];
    expect(row.isLackReceipt).toBe(false);
  });

  it('clears the engineer on rejection and re-dispatch, and asks for a reason', async () => {
    const id = await makeOrder(t.db, 'pendingDispatch', null);
    await call(tokens.admin, 'POST', `/api/dispatch/service/${id}/dispatch`, {
      engineerId: ids.engineer,
      appointmentTime: appointment(1),
    });
    const noReason = await call(tokens.engineer, 'POST', `/api/dispatch/service/${id}/reject`, {});
    expect(noReason).toMatchObject({ status: 400, body: { msg: '请填写「拒单」的原因' } });
    expect(
      (await call(tokens.engineer, 'POST', `/api/dispatch/service/${id}/reject`, { reason: '  ' })).status,
    ).toBe(400);
    expect(
      (await call(tokens.engineer, 'POST', `/api/dispatch/service/${id}/reject`, { reason: '不在本市' }))
        .status,
    ).toBe(200);
    const after = (
      await t.db.query<{ status: string; engineerId: number | null }>(
        'SELECT status, engineer_id AS "engineerId" FROM service_orders WHERE id = $1',
        [id],
      )
    )[0];
    expect(after).toEqual({ status: 'pendingDispatch', engineerId: null });
    const members = await t.db.query<{ userId: number }>(
      'SELECT m.user_id AS "userId" FROM chat_members m JOIN chat_channels c ON c.id = m.channel_id WHERE c.service_id = $1',
      [id],
    );
    expect(members.map((m) => m.userId)).not.toContain(ids.engineer);
    expect((await timeline(t.db, id)).at(-1)).toMatchObject({
      action: 'reject',
      note: '不在本市',
      operatorName: '赵工程师',
    });

    await call(tokens.admin, 'POST', `/api/dispatch/service/${id}/dispatch`, {
      engineerId: ids.engineer,
      appointmentTime: appointment(1),
    });
    await call(tokens.engineer, 'POST', `/api/dispatch/service/${id}/claim`);
    const redispatch = await call(tokens.admin, 'POST', `/api/dispatch/service/${id}/redispatch`, {
      reason: '客户改期',
    });
    expect(redispatch.body.data).toMatchObject({ fromStatus: 'toArrive', toStatus: 'pendingDispatch' });
    // The engineer no longer sees the order.
    expect((await call(tokens.engineer, 'POST', `/api/dispatch/service/${id}/arrive`)).status).toBe(404);
  });

  it('only dispatches to an on-the-job technician, not before today', async () => {
    const id = await makeOrder(t.db, 'pendingDispatch', null);
    const to = (engineerId: number, time = appointment(1)) =>
      call(tokens.admin, 'POST', `/api/dispatch/service/${id}/dispatch`, {
        engineerId,
        appointmentTime: time,
      });
    expect((await to(ids.manager)).body.msg).toBe('工程师不存在、已离职或不是技术人员');
    expect((await to(await userId(t.db, 'engineer2'))).body.msg).toBe('工程师不存在、已离职或不是技术人员');
    expect((await to(ids.engineer, appointment(-2))).body.msg).toBe('预约时间不能早于今天');
    expect((await to(ids.engineer, '2030-02-30 10:00')).body.msg).toBe('appointmentTime 格式不正确');
    const missing = await call(tokens.admin, 'POST', `/api/dispatch/service/${id}/dispatch`, {
      appointmentTime: appointment(1),
    });
    expect(missing.body.msg).toBe('engineerId 不能为空');
    expect((await to(ids.engineer)).status).toBe(200);
    const change = await call(tokens.admin, 'POST', `/api/dispatch/service/${id}/change-engineer`, {
      engineerId: ids.engineer,
      reason: 'x',
    });
    expect(change.body.msg).toBe('新工程师与当前工程师相同');
    expect(
      (
        await call(tokens.admin, 'POST', '/api/dispatch/service/999999/dispatch', {
          engineerId: ids.engineer,
          appointmentTime: appointment(1),
        })
      ).status,
    ).toBe(404);
  });

  it('creates a child order under a parent', async () => {
    const parent = await makeOrder(t.db, 'toCompleted', ids.engineer);
    const res = await call(tokens.dispatcher, 'POST', `/api/dispatch/service/${parent}/child`, {
      faultDescription: '更换主板',
    });
    expect(res.status).toBe(200);
    const { childId, childServiceNo } = res.body.data;
    expect(childServiceNo).toMatch(/^SO\d{14}$/);
    const [p, c] = await t.db.query<Record<string, unknown>>(
      `SELECT id, status, parent_id AS "parentId", project_id AS "projectId", repair_user_id AS "repairUserId", repair_user_address AS address,
              customer_id AS "customerId", fault_description AS fault, engineer_id AS "engineerId"
         FROM service_orders WHERE id = ANY($1::bigint[]) ORDER BY id`,
      [[parent, childId]],
    );
    expect(c).toMatchObject({
      status: 'pendingDispatch',
      parentId: parent,
      projectId: p.projectId,
      repairUserId: p.repairUserId,
      address: p.address,
      customerId: p.customerId,
      fault: '更换主板',
      engineerId: null,
    });
    expect(p.status).toBe('toCompleted');
    expect((await timeline(t.db, parent)).at(-1)).toMatchObject({
      action: 'createChild',
      note: childServiceNo,
    });
    expect(await timeline(t.db, childId)).toEqual([
      expect.objectContaining({ action: 'create', fromStatus: null, toStatus: 'pendingDispatch' }),
    ]);
    const cancelled = await makeOrder(t.db, 'cancelled', null);
    expect(
      (await call(tokens.dispatcher, 'POST', `/api/dispatch/service/${cancelled}/child`, {})).body.msg,
    ).toBe('当前状态「已取消」不能执行「创建子工单」');
  });
});

describe('the group of an order', () => {
  it('is created once with the placer, the dispatcher and the engineer', async () => {
    const id = await makeOrder(t.db, 'toArrive', ids.engineer);
    const [a, b] = await Promise.all([
      call(tokens.admin, 'POST', `/api/dispatch/service/create/group/${id}`),
      call(tokens.dispatcher, 'POST', `/api/dispatch/service/create/group/${id}`),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.data.id).toBe(b.body.data.id);
    expect([a.body.data.created, b.body.data.created].sort()).toEqual([false, true]);
    const again = await call(tokens.admin, 'POST', `/api/dispatch/service/create/group/${id}`);
    expect(again.body.data).toMatchObject({
      id: a.body.data.id,
      created: false,
      serviceId: id,
      channelId: expect.stringMatching(/^svc_SO/),
    });
    const users = again.body.data.members.map((m: { userId: number }) => m.userId);
    expect(users).toEqual(expect.arrayContaining([ids.customer, ids.engineer, ids.admin, ids.dispatcher]));
    expect(again.body.data.members.find((m: { userId: number }) => m.userId === ids.engineer).type).toBe(
      '工程师',
    );
    expect((await call(tokens.manager, 'POST', `/api/dispatch/service/create/group/${id}`)).status).toBe(403);
  });
});

describe('appointment time (batch)', () => {
  it('changes several orders at once and checks the format', async () => {
    const a = await makeOrder(t.db, 'pendingDispatch', null);
    const b = await makeOrder(t.db, 'toArrive', ids.engineer);
    const url = '/api/customer/dispatch/appointmentTime';
    const time = appointment(5, '09:30');
    const res = await call(tokens.admin, 'PUT', url, { serviceId: [a, b], appointmentTime: time });
    expect(res).toMatchObject({
      status: 200,
      body: { data: { updated: 2, serviceIds: [a, b], appointmentTime: time } },
    });
    const rows = await t.db.query<{ t: string }>(
      `SELECT to_char(appointment_time, 'YYYY-MM-DD HH24:MI:SS') AS t FROM service_orders WHERE id = ANY($1::bigint[])`,
      [[a, b]],
    );
    expect(rows.map((r) => r.t)).toEqual([time, time]);
    expect((await timeline(t.db, b)).at(-1)).toMatchObject({
      action: 'appointment',
      fromStatus: 'toArrive',
      toStatus: 'toArrive',
      note: time.slice(0, 16),
    });

    const single = await call(tokens.admin, 'PUT', url, {
      serviceId: a,
      appointmentTime: appointment(6, '10:00'),
    });
    expect(single.body.data.updated).toBe(1);
    for (const bad of [
      time.slice(0, 16),
      `${time.slice(0, 16)}:30`,
      time.replace(' ', 'T'),
      '2030-13-01 10:00:00',
    ]) {
      const r = await call(tokens.admin, 'PUT', url, { serviceId: [a], appointmentTime: bad });
      expect({ bad, status: r.status, msg: r.body.msg }).toEqual({
        bad,
        status: 400,
        msg: 'appointmentTime 格式不正确',
      });
    }
    expect(
      (await call(tokens.admin, 'PUT', url, { serviceId: [a], appointmentTime: appointment(-3) })).body.msg,
    ).toBe('预约时间不能早于今天');
    expect((await call(tokens.admin, 'PUT', url, { serviceId: [], appointmentTime: time })).status).toBe(400);
    const closed = await makeOrder(t.db, 'confirmed', ids.engineer);
    expect(
      (await call(tokens.admin, 'PUT', url, { serviceId: [a, closed], appointmentTime: time })).body.msg,
    ).toBe('工单已取消或已确认，不能修改');
    expect((await call(tokens.manager, 'PUT', url, { serviceId: [a], appointmentTime: time })).status).toBe(
      403,
    );
  });
});

describe('staff detail and engineer tasks', () => {
  it('shows everything about an order to a dispatcher', async () => {
    const id = await makeOrder(t.db, 'pendingDispatch', null);
    await call(tokens.admin, 'POST', `/api/dispatch/service/${id}/dispatch`, {
      engineerId: ids.engineer,
      responsiblePersonId: ids.pm,
      appointmentTime: appointment(1),
    });
    const res = await call(tokens.admin, 'GET', `/api/dispatch/service/${id}/detail`);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({
      id,
      status: 'pendingOrders',
      engineerId: ids.engineer,
      responsiblePerson: { id: ids.pm, name: '吴项目经理' },
      dispatcher: { id: ids.admin, name: '系统管理员' },
      chatGroupId: expect.any(Number),
      availableSteps: ['redispatch', 'changeEngineer', 'cancel', 'createChild'],
    });
    expect(d.timeline.at(-1)).toMatchObject({
      action: 'dispatch',
      fromStatus: 'pendingDispatch',
      toStatus: 'pendingOrders',
    });
    for (const key of ['trackingRecords', 'receipts', 'receiptTemplates', 'accessories', 'children', 'calls'])
      expect(Array.isArray(d[key])).toBe(true);
    expect(d.receiptTemplates.map((r: { name: string }) => r.name)).toEqual([
      '现场照片',
      '验收单',
      '设备铭牌',
    ]);
    expect(d.fees).toEqual({ rows: [], totals: { income: 0, expense: 0 } });
    expect((await call(tokens.manager, 'GET', `/api/dispatch/service/${id}/detail`)).status).toBe(403);
  });

  it('lists the signed-in engineer orders with counts', async () => {
    const page = await call(
      tokens.engineer,
      'GET',
      '/api/dispatch/engineer/tasks?status=toArrive&current=1&size=5',
    );
    expect(page.status).toBe(200);
    expect(page.body.data.records.length).toBeLessThanOrEqual(5);
    expect(
      page.body.data.records.every(
        (r: { status: string; engineerId: number }) =>
          r.status === 'toArrive' && r.engineerId === ids.engineer,
      ),
    ).toBe(true);
    const counts = (await call(tokens.engineer, 'GET', '/api/dispatch/engineer/tasks/counts')).body.data;
    expect(counts.toArrive).toBe(page.body.data.total);
    expect(counts.pendingDispatch).toBe(0);
    const none = (await call(tokens.customer, 'GET', '/api/dispatch/engineer/tasks')).body.data;
    expect(none).toEqual({ total: 0, records: [] });
  });

  it('gives every list row and the task page the steps the caller can take, as the detail does', async () => {
    const claimable = await makeOrder(t.db, 'pendingOrders', ids.engineer);
    const tasks = (
      await call(tokens.engineer, 'GET', '/api/dispatch/engineer/tasks?status=pendingOrders&size=200')
    ).body.data.records;
    expect(tasks.find((r: { id: number }) => r.id === claimable)).toMatchObject({
      availableSteps: ['claim', 'reject'],
    });
    const arriving = (
      await call(tokens.engineer, 'GET', '/api/dispatch/engineer/tasks?status=toArrive&size=200')
    ).body.data.records;
    expect(arriving.length).toBeGreaterThan(0);
    for (const row of arriving) expect(row.availableSteps).toEqual(['arrive']);
    expect(
      (await call(tokens.engineer, 'GET', `/api/customer/order/${claimable}`)).body.data.availableSteps,
    ).toEqual(['claim', 'reject']);

    const station = (await call(tokens.admin, 'GET', '/api/customer/dispatch/page?size=200')).body.data
      .records;
    expect(station.length).toBeGreaterThan(0);
    for (const row of station) {
      const detail = (await call(tokens.admin, 'GET', `/api/dispatch/service/${row.id}/detail`)).body.data;
      expect([row.status, row.availableSteps]).toEqual([row.status, detail.availableSteps]);
    }
    expect(station.find((r: { id: number }) => r.id === claimable).availableSteps).toEqual([
      'redispatch',
      'changeEngineer',
      'cancel',
      'createChild',
    ]);
  });

  it("offers a dispatcher who is not the order's engineer the steps the dispatch remote's test fixture lists", async () => {
    const answered: Record<string, unknown> = {};
    for (const status of STATUSES) {
      const id = await makeOrder(t.db, status, status === 'pendingDispatch' ? null : ids.engineer);
      answered[status] = (
        await call(tokens.dispatcher, 'GET', `/api/dispatch/service/${id}/detail`)
      ).body.data.availableSteps;
    }
    expect(answered).toEqual(DISPATCHER_STEPS);
  });
});
