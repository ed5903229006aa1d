import type { ChatMemberInfo } from '@portal/contract';
import { statements as systemEventMigration } from '../src/db/migrations/013-chat-system-events';
import { chatServer } from './helpers/chat-server';
import { makeGroup } from './helpers/chat-fixtures';
import { caller, makeOrder, userId } from './dispatch-fixtures';

const server = chatServer({ reuseTokens: true });
let call: ReturnType<typeof caller>;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  call = caller(server.t.app);
  for (const name of ['admin', 'customer', 'customer2', 'engineer', 'manager'])
    tokens[name] = await server.token(name);
});

const demoOrder = async (status: string) => {
  const rows = await server.t.db.query<{ id: number }>(
    `SELECT id FROM service_orders WHERE status = $1 ORDER BY id LIMIT 1`,
    [status],
  );
  return Number(rows[0].id);
};

describe('demo chats', () => {
  it('gives every demo order past dispatch its group with steps, messages, an image and read states', async () => {
    const db = server.t.db;
    const orders = await db.query<{ id: number; status: string; group: number | null }>(
      `SELECT o.id, o.status, c.id AS "group" FROM service_orders o LEFT JOIN chat_channels c ON c.service_id = o.id
        WHERE o.fault_description LIKE '演示工单%' ORDER BY o.id`,
    );
    expect(orders.length).toBeGreaterThan(20);
    for (const o of orders) expect(o.group === null).toBe(o.status === 'pendingDispatch');

    const confirmed = orders.find((o) => o.status === 'confirmed')!;
    const records = await db.query<{
      msgType: string;
      ext: Record<string, unknown>;
      fromName: string | null;
    }>(
      `SELECT r.msg_type AS "msgType", r.ext, u.name AS "fromName" FROM chat_records r LEFT JOIN users u ON u.id = r.from_user_id
        WHERE r.channel_id = $1 ORDER BY r.id`,
      [confirmed.group],
    );
    expect(records[0].ext).toMatchObject({ kind: 'groupCreated', operatorName: '系统管理员' });
    expect(records.filter((r) => r.ext.kind === 'orderStep').map((r) => r.ext.step)).toEqual([
      'dispatch',
      'claim',
      'arrive',
      'complete',
      'accept',
      'closeExpenses',
      'issueSettlement',
      'confirm',
    ]);
    expect(records.some((r) => r.msgType === 'img')).toBe(true);
    expect(records.filter((r) => r.msgType === 'text').map((r) => r.fromName)).toEqual(
      expect.arrayContaining(['张客户', '赵工程师', '系统管理员']),
    );

    // The customer sees its chats; a fresh admin has sessions, all read; the company-B customer has unread ones.
    const mine = await call(tokens.customer, 'POST', '/api/sys/im/get/user/channel/page', {
      current: 1,
      size: 150,
    });
    expect(mine.body.data.total).toBeGreaterThan(5);
    const admin = await call(tokens.admin, 'POST', '/api/sys/im/get/user/channel/page', {
      current: 1,
      size: 150,
    });
    expect(admin.body.data.total).toBeGreaterThan(20);
    expect((await call(tokens.admin, 'GET', '/api/sys/im/unread/total')).body.data.total).toBe(0);
    expect((await call(tokens.customer2, 'GET', '/api/sys/im/unread/total')).body.data.total).toBeGreaterThan(
      0,
    );

    // Its image is readable by a member.
    const img = records.find((r) => r.msgType === 'img');
    expect(img).toBeDefined();
    const history = await call(tokens.customer, 'POST', '/api/sys/im/get/user/chat/record', {
      toUserId: (
        await db.query<{ c: string }>('SELECT channel_id AS c FROM chat_channels WHERE id = $1', [
          confirmed.group,
        ])
      )[0].c,
      current: 1,
      size: 50,
    });
    const url = (history.body.data.records as Array<{ msgType: string; msgContent: string }>).find(
      (m) => m.msgType === 'img',
    )!.msgContent;
    const file = await server.t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${tokens.customer}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('image/png');
  });

  it('says in words that an order has no group yet (in the caller language), and who is not in it', async () => {
    const pending = await demoOrder('pendingDispatch');
    const none = await call(tokens.admin, 'GET', `/api/sys/im/v2/channel/simple/info?serviceId=${pending}`);
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('该工单还没有群聊，派单后自动建群');
    const en = await server.t.app.inject({
      method: 'GET',
      url: `/api/sys/im/v2/channel/simple/info?serviceId=${pending}`,
      headers: { authorization: `Bearer ${tokens.admin}`, 'accept-language': 'en' },
    });
    expect(en.json().msg).toBe(
      'This order has no group chat yet; it is created when the order is dispatched',
    );
    // A company-B customer may not see a company-A order at all: still 404, nothing told.
    const group = await makeGroup(server.t.db);
    expect(
      (await call(tokens.customer2, 'GET', `/api/sys/im/v2/channel/simple/info?serviceId=${group.serviceId}`))
        .status,
    ).toBe(404);
    // A manager who may see the order but is not in its group.
    const outside = await call(
      tokens.manager,
      'GET',
      `/api/sys/im/v2/channel/simple/info?serviceId=${group.serviceId}`,
    );
    expect(outside.status).toBe(400);
    expect(outside.body.msg).toBe('不在该群中');
  });
});

describe('invitations', () => {
  it('lists exactly those the invitation accepts', async () => {
    const db = server.t.db;
    const group = await makeGroup(db);
    const list = (
      await call(tokens.admin, 'GET', `/api/sys/user/on/the/job/list?channelId=${group.sysChannelId}`)
    ).body.data as Array<{ name: string; imUid: string }>;
    const names = list.map((u) => u.name);
    expect(names).toEqual(expect.arrayContaining(['王经理', '孙财务']));
    // Customers (of either company), members and engineers not on the order are not offered.
    for (const name of ['李客户', '张客户', '赵工程师', '系统管理员', '钱工程师'])
      expect(names).not.toContain(name);
    const byService = (
      await call(tokens.admin, 'GET', `/api/sys/user/on/the/job/list?serviceId=${group.serviceId}`)
    ).body.data as Array<{ name: string }>;
    expect(byService.map((u) => u.name)).toEqual(names);

    const refused = await call(tokens.admin, 'POST', '/api/sys/im/batch/join/group', {
      sysChannelId: group.sysChannelId,
      uidList: ['im_customer2'],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('只能邀请在职且不在群中的员工');
    const everyoneListed = await call(tokens.admin, 'POST', '/api/sys/im/batch/join/group', {
      sysChannelId: group.sysChannelId,
      uidList: list.map((u) => u.imUid),
    });
    expect(everyoneListed.status).toBe(200);
    expect(everyoneListed.body.data).toHaveLength(list.length);
    expect(
      (await call(tokens.admin, 'GET', `/api/sys/user/on/the/job/list?channelId=${group.sysChannelId}`)).body
        .data,
    ).toEqual([]);
  });

  it('tells every open chat of the group its new member list, and records the invitation as an event', async () => {
    const group = await makeGroup(server.t.db);
    const customer = await server.as('customer');
    const invited = await call(tokens.admin, 'POST', '/api/sys/im/batch/join/group', {
      sysChannelId: group.sysChannelId,
      uidList: ['im_manager'],
    });
    expect(invited.status).toBe(200);
    const members = (await customer.next('members')).data as {
      sysChannelId: number;
      members: ChatMemberInfo[];
    };
    expect(members.sysChannelId).toBe(group.sysChannelId);
    expect(members.members.map((m) => m.name)).toEqual(
      expect.arrayContaining(['王经理', '张客户', '赵工程师', '系统管理员']),
    );
    const message = (await customer.next('message')).data as {
      msgType: string;
      ext: Record<string, unknown>;
    };
    expect(message).toMatchObject({
      msgType: 'system',
      ext: { kind: 'groupInvite', operatorName: '系统管理员', names: ['王经理'], uids: ['im_manager'] },
    });
  });

  it('tells the group when a step changes its members', async () => {
    const engineer = await userId(server.t.db, 'engineer');
    const serviceId = await makeOrder(server.t.db, 'toArrive', engineer);
    expect((await call(tokens.admin, 'POST', `/api/dispatch/service/create/group/${serviceId}`)).status).toBe(
      200,
    );
    const watcher = await server.as('customer');
    const arrive = await call(tokens.engineer, 'POST', `/api/dispatch/service/${serviceId}/arrive`);
    expect(arrive.status).toBe(200);
    const members = (await watcher.next('members')).data as { members: ChatMemberInfo[] };
    expect(members.members.map((m) => m.name)).toEqual(expect.arrayContaining(['赵工程师', '张客户']));
  });
});

describe('system messages as events', () => {
  it('converts the texts of older system messages into events where they parse (migration 013)', async () => {
    const db = server.t.db;
    const group = await makeGroup(db);
    const old = [
      '王经理 创建了工单群',
      '系统管理员 邀请 孙财务、周销售 加入群聊',
      '赵工程师「到场」：待到场 → 待完工',
      '郑调度「更换工程师」（钱工程师）',
      '系统管理员 修改预约时间为 2026-12-01 10:30',
      '一条看不懂的旧消息',
    ];
    for (const [i, content] of old.entries()) {
      await db.query(
        `INSERT INTO chat_records (msg_id, channel_id, group_id, to_user_id, msg_type, msg_content, ext, time)
         VALUES ($1, $2, $3, $3, 'system', $4, $5, 0)`,
        [
          `old-${group.sysChannelId}-${i}`,
          group.sysChannelId,
          group.chatId,
          content,
          i === 1 ? { kind: 'groupInvite', uids: ['im_finance', 'im_sales'] } : {},
        ],
      );
    }
    for (const statement of systemEventMigration) await db.query(statement);
    const rows = await db.query<{ ext: Record<string, unknown> }>(
      `SELECT ext FROM chat_records WHERE msg_id LIKE $1 ORDER BY id`,
      [`old-${group.sysChannelId}-%`],
    );
    const serviceNo = (
      await db.query<{ n: string }>('SELECT service_no AS n FROM service_orders WHERE id = $1', [
        group.serviceId,
      ])
    )[0].n;
    expect(rows.map((r) => r.ext)).toEqual([
      { kind: 'groupCreated', operatorName: '王经理' },
      {
        kind: 'groupInvite',
        operatorName: '系统管理员',
        names: ['孙财务', '周销售'],
        uids: ['im_finance', 'im_sales'],
      },
      {
        kind: 'orderStep',
        operatorName: '赵工程师',
        step: 'arrive',
        fromStatus: 'toArrive',
        toStatus: 'toCompleted',
        note: null,
        serviceId: group.serviceId,
        serviceNo,
      },
      {
        kind: 'orderStep',
        operatorName: '郑调度',
        step: 'changeEngineer',
        fromStatus: null,
        toStatus: null,
        note: '钱工程师',
        serviceId: group.serviceId,
        serviceNo,
      },
      {
        kind: 'orderEvent',
        action: 'appointment',
        operatorName: '系统管理员',
        note: '2026-12-01 10:30',
        serviceId: group.serviceId,
        serviceNo,
      },
      {},
    ]);
  });

  it('writes new step messages as events with their parameters', async () => {
    const engineer = await userId(server.t.db, 'engineer');
    const serviceId = await makeOrder(server.t.db, 'toArrive', engineer);
    expect((await call(tokens.engineer, 'POST', `/api/dispatch/service/${serviceId}/arrive`)).status).toBe(
      200,
    );
    const rows = await server.t.db.query<{ ext: Record<string, unknown> }>(
      `SELECT r.ext FROM chat_records r JOIN chat_channels c ON c.id = r.channel_id WHERE c.service_id = $1 AND r.msg_type = 'system' ORDER BY r.id`,
      [serviceId],
    );
    expect(rows.at(-1)!.ext).toMatchObject({
      kind: 'orderStep',
      operatorName: '赵工程师',
      step: 'arrive',
      fromStatus: 'toArrive',
      toStatus: 'toCompleted',
    });
  });
});
