import type { ChatMessage } from '@portal/contract';
import type { TestApp } from './helpers/test-app';
import { chatServer, type SendAck } from './helpers/chat-server';
import { makeGroup, text } from './helpers/chat-fixtures';
import { caller } from './dispatch-fixtures';

/** Inviting people into a group chat (REST), and creating groups, as the chat window's invite does. */
const server = chatServer({ reuseTokens: true });
const as = (username: string) => server.as(username);
let t: TestApp;
let call: ReturnType<typeof caller>;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = server.t;
  call = caller(t.app);
  for (const name of ['admin', 'customer', 'engineer']) tokens[name] = await server.token(name);
});

async function send(username: string, sysChannelId: number, words: string) {
  const client = await as(username);
  const ack = await client.call<SendAck>('message:send', text(sysChannelId, words));
  client.close();
  if (!ack.ok) throw new Error(ack.msg);
  return ack.message;
}

describe('invites', () => {
  it('batch join adds on-the-job staff who may see the order; they join the room at once', async () => {
    const group = await makeGroup(t.db);
    const pm = await as('pm');
    const joined = await call(tokens.admin, 'POST', '/api/sys/im/batch/join/group', {
      sysChannelId: group.sysChannelId,
      uidList: ['im_pm', 'im_manager'],
    });
    expect(joined.status).toBe(200);
    expect(joined.body.data.map((u: { uid: string }) => u.uid).sort()).toEqual(['im_manager', 'im_pm']);
    expect((await pm.next('channel')).data).toEqual({ sysChannelId: group.sysChannelId, action: 'joined' });
    expect(((await pm.next('message')).data as ChatMessage).msgContent).toBe(
      '系统管理员 邀请 王经理、吴项目经理 加入群聊',
    );
    await send('customer', group.sysChannelId, '欢迎');
    expect(((await pm.next('message')).data as ChatMessage).msgContent).toBe('欢迎');
  });

  it('refuses customers, people who left, members already in, unknown uids, and callers without dispatch rights', async () => {
    const group = await makeGroup(t.db);
    const invite = (token: string, uidList: string[]) =>
      call(token, 'POST', '/api/sys/im/batch/join/group', { sysChannelId: group.sysChannelId, uidList });
    for (const uidList of [
      ['im_customer2'],
      ['im_engineer2'],
      ['im_engineer'],
      ['nobody'],
      ['im_pm', 'im_customer'],
    ]) {
      const res = await invite(tokens.admin, uidList);
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe('只能邀请在职且不在群中的员工');
    }
    expect((await invite(tokens.engineer, ['im_pm'])).status).toBe(403);
    expect((await invite(tokens.admin, [])).status).toBe(400);
    const members = await t.db.query('SELECT 1 FROM chat_members WHERE channel_id = $1', [
      group.sysChannelId,
    ]);
    expect(members).toHaveLength(3);
  });

  it('add group: the order group (created once, the dispatcher joins) or a free staff group', async () => {
    const group = await makeGroup(t.db, { extra: [] });
    const added = await call(tokens.admin, 'POST', '/api/sys/im/add/group', {
      serviceId: group.serviceId,
      uidList: ['im_pm'],
    });
    expect(added.status).toBe(200);
    expect(added.body.data.id).toBe(group.sysChannelId);
    expect(added.body.data.members.map((m: { uid: string }) => m.uid)).toEqual(
      expect.arrayContaining(['im_admin', 'im_pm', 'im_customer']),
    );
    const free = await call(tokens.admin, 'POST', '/api/sys/im/add/group', {
      name: '  调度组 ',
      uidList: ['im_dispatcher'],
    });
    expect(free.body.data).toMatchObject({ type: 'groupchat', toName: '调度组', serviceId: null });
    expect(free.body.data.members.map((m: { uid: string }) => m.uid)).toEqual(['im_admin', 'im_dispatcher']);
    expect((await call(tokens.admin, 'POST', '/api/sys/im/add/group', { uidList: [] })).status).toBe(400);
    expect(
      (await call(tokens.admin, 'POST', '/api/sys/im/add/group', { name: 'x', uidList: ['im_customer'] }))
        .status,
    ).toBe(400);
  });
});
