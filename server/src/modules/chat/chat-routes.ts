import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from '@portal/contract';
import { HttpError, badRequest, found } from '../../http-error';
import { ok } from '../../http';
import { requireUser } from '../../plugins/auth';
import { unreadState } from './unread-state';
import { publisher } from './im-http';
import { channelEvent, ensureOrderGroup, findOrderGroup, postSystemMessage } from './order-group';
import { groupMemberIds } from './order-group-repository';
import { orderFor } from '../order-core/order-access';
import { ChatFailure, notInGroup } from './chat-failure';
import { groupImages, historyPage, readStatus, sysUser } from './chat-repository';
import { channelPage, oneChannel, simpleInfo } from './channel-view';
import { channelForHistory } from './channel-repository';
import { createFreeGroup, ensureDirectChat, inviteToGroup } from './invite';
import { requireMember } from './membership';
import { markRead } from './read-message';
import { registerRoute } from '../../register-route';

/** A chat rule's refusal as an HTTP answer: 400 with its message in the caller's language. */
async function chat<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ChatFailure) throw new HttpError(400, error.messageKey);
    throw error;
  }
}

/** The chat calls of SPEC section 7 (under /api/sys); the live traffic is on the socket (im-gateway.ts). */
export default async function im(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const publish = publisher(app);

  // Which IM service browsers use: Easemob when the server names an app key, else this server's gateway.
  registerRoute(app, routes.chatConfig, async (request) => {
    requireUser(request);
    return ok({ easemob: app.config.easemob, timeZone: app.config.timeZone });
  });

  registerRoute(app, routes.chatUnreadTotal, async (request) =>
    ok(await unreadState(app.db, requireUser(request).id)),
  );

  registerRoute(app, routes.chatChannelPage, async (request) =>
    ok(await channelPage(app.db, requireUser(request).id, request.body)),
  );

  registerRoute(app, routes.chatHistory, async (request) => {
    const channelId = await channelForHistory(app.db, requireUser(request).id, request.body.toUserId);
    if (channelId === null) throw new HttpError(400, notInGroup().messageKey);
    return ok(await historyPage(app.db, channelId, request.body));
  });

  registerRoute(app, routes.chatAddGroup, async (request) => {
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
        await orderFor(tx, user, serviceId);
        const group = await ensureOrderGroup(tx, serviceId, [user.id]);
        const created = group.created
          ? [
              (
                await postSystemMessage(tx, group, `${user.name} 创建了工单群`, user.id, {
                  kind: 'groupCreated',
                  operatorName: user.name,
                  serviceId: group.serviceId,
                })
              ).event,
            ]
          : [channelEvent(group.id, 'joined', [user.id])];
        const invited = await inviteToGroup(tx, user, group.id, uidList, { skipMembers: true });
        return { id: group.id, events: [...created, ...invited.events] };
      }),
    );
    await publish(events);
    return ok(await oneChannel(app.db, user.id, { id }));
  });

  registerRoute(app, routes.chatBatchJoin, async (request) => {
    const user = requireUser(request);
    const { added, events } = await chat(() =>
      app.db.transaction((tx) => inviteToGroup(tx, user, request.body.sysChannelId, request.body.uidList)),
    );
    await publish(events);
    return ok(added.map(({ id, uid, name }) => ({ id, uid, name })));
  });

  registerRoute(app, routes.chatMessageRead, async (request) => {
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

  registerRoute(app, routes.chatReadStatus, async (request) => {
    const { sysChannelId, msgId } = request.query;
    await chat(() => requireMember(app.db, sysChannelId, requireUser(request).id));
    const rows = await readStatus(app.db, sysChannelId, msgId);
    if (!rows) throw badRequest('chatMessageMissing');
    return ok(rows);
  });

  registerRoute(app, routes.chatOneChannel, async (request) => {
    const { id, channelId } = request.body;
    if (id === undefined && channelId === undefined) throw badRequest('fieldRequired', { field: 'id' });
    return ok(found(await oneChannel(app.db, requireUser(request).id, { id, channelId })));
  });

  registerRoute(app, routes.chatSimpleInfo, async (request) => {
    const { id, serviceId } = request.query;
    if (id === undefined && serviceId === undefined) throw badRequest('fieldRequired', { field: 'id' });
    const user = requireUser(request);
    const info = await simpleInfo(app.db, user.id, id !== undefined ? { id } : { serviceId });
    if (info || serviceId === undefined) return ok(found(info));
    // An order the caller may see: say why there is no chat to open (SPEC section 7), not a bare 404.
    await orderFor(app.db, user, serviceId);
    throw new HttpError(
      400,
      (await findOrderGroup(app.db, serviceId)) ? notInGroup().messageKey : 'chatOrderNoGroup',
    );
  });

  registerRoute(app, routes.chatAddChatChannel, async (request) => {
    const user = requireUser(request);
    const direct = await chat(() =>
      app.db.transaction((tx) => ensureDirectChat(tx, user.id, request.body.uid)),
    );
    if (direct.created) await publish([channelEvent(direct.id, 'joined', [user.id, direct.peerId])]);
    return ok(await oneChannel(app.db, user.id, { id: direct.id }));
  });

  registerRoute(app, routes.chatSysUser, async (request) =>
    ok(found(await sysUser(app.db, requireUser(request), request.query.imUid))),
  );

  registerRoute(app, routes.chatGroupImages, async (request) => {
    const user = requireUser(request);
    const { toUser } = request.query;
    const channel = /^\d{1,10}$/.test(toUser)
      ? Number(toUser)
      : await channelForHistory(app.db, user.id, toUser);
    if (channel === null || channel > 2147483647) throw new HttpError(400, notInGroup().messageKey);
    await chat(() => requireMember(app.db, channel, user.id));
    return ok(await groupImages(app.db, channel));
  });
}
