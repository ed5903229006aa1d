import type { FastifyInstance } from 'fastify';
import type { Static, TSchema } from '@sinclair/typebox';
import {
  ChatAddChatChannelBody,
  ChatAddGroupBody,
  ChatBatchJoinBody,
  ChatChannelPageBody,
  ChatGroupImgQuery,
  ChatHistoryBody,
  ChatMessageReadBody,
  ChatOneChannelBody,
  ChatReadStatusQuery,
  ChatSimpleInfoQuery,
  ChatSysUserQuery,
  type ChatGroupImage,
  type ChatReadStatus,
  type ChatSysUser,
} from '@portal/shared/contract';
import { queryOne } from '../../db/database';
import { HttpError, badRequest, notFound } from '../../http-error';
import { ok } from '../../http';
import { requireUser } from '../../plugins/auth';
import { unreadState } from './unread-state';
import type { ImEvent } from './im-event';
import { publishAll } from '../order-flow/machine';
import { channelEvent, ensureOrderGroup, groupMemberIds, postSystemMessage } from '../order-flow/chat-group';
import { orderScope } from '../orders/order-query';
import { ChatFailure, notInGroup } from './chat-failure';
import { loadMessages } from './chat-message';
import { channelForHistory, channelPage, oneChannel, simpleInfo } from './channel-view';
import { createFreeGroup, ensureDirectChat, inviteToGroup } from './invite';
import { requireMember } from './membership';
import { markRead } from './read-message';

/** A chat rule's refusal as an HTTP answer: 400 with its message in the caller's language. */
async function chat<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ChatFailure) throw new HttpError(400, error.messageKey);
    throw error;
  }
}

type Body<T extends TSchema> = { Body: Static<T> };
type Query<T extends TSchema> = { Querystring: Static<T> };

/** The chat calls of SPEC section 7 (under /api/sys); the live traffic is on the socket (im-gateway.ts). */
export default async function im(app: FastifyInstance) {
  const publish = (events: ImEvent[]) => publishAll((event) => app.im.publish(event), events, (error) => app.log.warn({ err: error }, 'IM publish failed'));

  // Which IM service browsers use: Easemob when the server names an app key, else this server's gateway.
  app.get('/im/config', async (request) => {
    requireUser(request);
    return ok({ easemob: app.config.easemob });
  });

  app.get('/im/unread/total', async (request) => ok(await unreadState(app.db, requireUser(request).id)));

  app.post<Body<typeof ChatChannelPageBody>>('/im/get/user/channel/page', { schema: { body: ChatChannelPageBody } }, async (request) =>
    ok(await channelPage(app.db, requireUser(request).id, request.body)),
  );

  app.post<Body<typeof ChatHistoryBody>>('/im/get/user/chat/record', { schema: { body: ChatHistoryBody } }, async (request) => {
    const user = requireUser(request);
    const { current, size, toUserId, fromUserId, chatType, beforeId } = request.body;
    const channelId = await channelForHistory(app.db, user.id, toUserId);
    if (channelId === null) throw new HttpError(400, notInGroup().messageKey);
    const params: unknown[] = [channelId];
    const clauses = ['r.channel_id = $1'];
    if (fromUserId !== undefined) clauses.push(`r.from_user_id = $${params.push(fromUserId)}`);
    if (chatType !== undefined) clauses.push(`r.chat_type = $${params.push(chatType)}`);
    if (beforeId !== undefined) clauses.push(`r.id < $${params.push(beforeId)}`);
    const where = clauses.join(' AND ');
    const total = await queryOne<{ n: number }>(app.db, `SELECT count(*)::int AS n FROM chat_records r WHERE ${where}`, params);
    const records = await loadMessages(app.db, where, params, `ORDER BY r.id DESC LIMIT ${size} OFFSET ${(current - 1) * size}`);
    return ok({ total: Number(total?.n ?? 0), records });
  });

  app.post<Body<typeof ChatAddGroupBody>>('/im/add/group', { schema: { body: ChatAddGroupBody }, config: { access: 'dispatch' } }, async (request) => {
    const user = requireUser(request);
    const { serviceId, uidList, name } = request.body;
    if (serviceId === undefined && !name?.trim()) throw badRequest('fieldRequired', { field: 'name' });
    const { id, events } = await chat(() =>
      app.db.transaction(async (tx) => {
        if (serviceId === undefined) {
          const id = await createFreeGroup(tx, user, name!.trim());
          const invited = await inviteToGroup(tx, user, id, uidList, { skipMembers: true });
          return { id, events: [channelEvent(id, 'joined', [user.id]), ...invited.events] };
        }
        const params: unknown[] = [serviceId];
        const order = await tx.query(`SELECT 1 FROM service_orders o WHERE o.id = $1 AND ${orderScope(user, params)}`, params);
        if (order.length === 0) throw notFound();
        const group = await ensureOrderGroup(tx, serviceId, [user.id]);
        const created = group.created
          ? [(await postSystemMessage(tx, group, `${user.name} 创建了工单群`, user.id, { kind: 'groupCreated', serviceId: group.serviceId })).event]
          : [channelEvent(group.id, 'joined', [user.id])];
        const invited = await inviteToGroup(tx, user, group.id, uidList, { skipMembers: true });
        return { id: group.id, events: [...created, ...invited.events] };
      }),
    );
    await publish(events);
    return ok(await oneChannel(app.db, user.id, { id }));
  });

  app.post<Body<typeof ChatBatchJoinBody>>('/im/batch/join/group', { schema: { body: ChatBatchJoinBody }, config: { access: 'dispatch' } }, async (request) => {
    const user = requireUser(request);
    const { added, events } = await chat(() => app.db.transaction((tx) => inviteToGroup(tx, user, request.body.sysChannelId, request.body.uidList)));
    await publish(events);
    return ok(added.map(({ id, uid, name }) => ({ id, uid, name })));
  });

  app.post<Body<typeof ChatMessageReadBody>>('/im/message/read', { schema: { body: ChatMessageReadBody } }, async (request) => {
    const user = requireUser(request);
    const { sysChannelId, imUid, msgId } = request.body;
    const outcome = await chat(async () => {
      const member = await requireMember(app.db, sysChannelId, user.id);
      if (member.uid !== imUid) throw new HttpError(400, 'badRequest');
      return markRead(app.db, user.id, sysChannelId, msgId);
    });
    const { unreadTotal, unreadVersion, ...read } = outcome;
    await publish([
      { userIds: await groupMemberIds(app.db, sysChannelId), message: { type: 'read', ...read } },
      { userIds: [user.id], message: { type: 'unread', total: unreadTotal, version: unreadVersion } },
    ]);
    return ok({ ...read, unreadTotal, unreadVersion });
  });

  app.get<Query<typeof ChatReadStatusQuery>>('/im/message/read/status', { schema: { querystring: ChatReadStatusQuery } }, async (request) => {
    const user = requireUser(request);
    const { sysChannelId, msgId } = request.query;
    await chat(() => requireMember(app.db, sysChannelId, user.id));
    const record = await queryOne<{ id: number }>(app.db, 'SELECT id FROM chat_records WHERE channel_id = $1 AND msg_id = $2', [sysChannelId, msgId]);
    if (!record) throw badRequest('chatMessageMissing');
    const rows = await app.db.query<ChatReadStatus>(
      `SELECT m.uid, m.name, u.avatar, m.type, CASE WHEN coalesce(m.last_read_record_id, 0) >= r.id THEN 'read' ELSE 'unRead' END AS status
         FROM chat_records r JOIN chat_members m ON m.channel_id = r.channel_id JOIN users u ON u.id = m.user_id
        WHERE r.id = $1 AND m.user_id IS DISTINCT FROM r.from_user_id AND m.joined_at <= r.create_time ORDER BY m.id`,
      [record.id],
    );
    return ok(rows);
  });

  app.post<Body<typeof ChatOneChannelBody>>('/im/get/one/channel/info', { schema: { body: ChatOneChannelBody } }, async (request) => {
    const { id, channelId } = request.body;
    if (id === undefined && channelId === undefined) throw badRequest('fieldRequired', { field: 'id' });
    const channel = await oneChannel(app.db, requireUser(request).id, { id, channelId });
    if (!channel) throw notFound();
    return ok(channel);
  });

  app.get<Query<typeof ChatSimpleInfoQuery>>('/im/v2/channel/simple/info', { schema: { querystring: ChatSimpleInfoQuery } }, async (request) => {
    const { id, serviceId } = request.query;
    if (id === undefined && serviceId === undefined) throw badRequest('fieldRequired', { field: 'id' });
    const info = await simpleInfo(app.db, requireUser(request).id, id !== undefined ? { id } : { serviceId });
    if (!info) throw notFound();
    return ok(info);
  });

  app.post<Body<typeof ChatAddChatChannelBody>>('/im/add/chat/channel', { schema: { body: ChatAddChatChannelBody }, config: { access: 'manager' } }, async (request) => {
    const user = requireUser(request);
    const direct = await chat(() => app.db.transaction((tx) => ensureDirectChat(tx, user.id, request.body.uid)));
    if (direct.created) await publish([channelEvent(direct.id, 'joined', [user.id, direct.peerId])]);
    return ok(await oneChannel(app.db, user.id, { id: direct.id }));
  });

  app.get<Query<typeof ChatSysUserQuery>>('/im/get/sys/user/info', { schema: { querystring: ChatSysUserQuery } }, async (request) => {
    const user = requireUser(request);
    // Staff look anyone up; a customer only the people it shares a chat with (and itself).
    const row = await queryOne<ChatSysUser>(
      app.db,
      `SELECT u.id, coalesce(u.im_uid, 'u' || u.id) AS "imUid", u.name, u.avatar, u.authority FROM users u
        WHERE coalesce(u.im_uid, 'u' || u.id) = $1 AND NOT u.is_delete
          AND ($3 OR u.id = $2 OR EXISTS (
            SELECT 1 FROM chat_members a JOIN chat_members b ON b.channel_id = a.channel_id JOIN chat_channels c ON c.id = a.channel_id
             WHERE a.user_id = $2 AND b.user_id = u.id AND NOT c.deleted))`,
      [request.query.imUid, user.id, user.authority === 'manager'],
    );
    if (!row) throw notFound();
    return ok({ ...row, id: Number(row.id) });
  });

  app.post<Query<typeof ChatGroupImgQuery>>('/im/get/group/chat/img', { schema: { querystring: ChatGroupImgQuery } }, async (request) => {
    const user = requireUser(request);
    const { toUser } = request.query;
    const channel = /^\d{1,10}$/.test(toUser) ? Number(toUser) : await channelForHistory(app.db, user.id, toUser);
    if (channel === null || channel > 2147483647) throw new HttpError(400, notInGroup().messageKey);
    await chat(() => requireMember(app.db, channel, user.id));
    const rows = await app.db.query<ChatGroupImage>(
      `SELECT r.id, r.msg_id AS "msgId", r.msg_content AS url, r.ext->>'fileName' AS "fileName", u.name AS "fromName",
              to_char(r.create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime", r.time
         FROM chat_records r LEFT JOIN users u ON u.id = r.from_user_id
        WHERE r.channel_id = $1 AND r.msg_type = 'img' ORDER BY r.id DESC LIMIT 500`,
      [channel],
    );
    return ok(rows.map((r) => ({ ...r, id: Number(r.id), time: Number(r.time) })));
  });
}
