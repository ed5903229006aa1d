import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { sessionForToken, sessionStillValid, unreadChatTotal } from '../domain/session-lookup';
import { SESSION_END_CHANNEL, parseSessionEnd } from '../domain/session-end';

export const IM_CHANNEL = 'im_events';
export const HEARTBEAT_MS = 30_000;
/** Close code of a socket whose session ended (logout, password change or reset, invalidated user). */
export const SESSION_ENDED_CLOSE = 4401;

/** An event for some users, carried between server processes by NOTIFY. */
export interface ImEvent {
  userIds: number[];
  message: Record<string, unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    im: { publish(event: ImEvent): Promise<void>; connectionCount(): number };
  }
}

/**
 * The built-in IM gateway: token-authenticated WebSockets at /im/ws. Each process keeps its own
 * sockets; events travel through the database's LISTEN/NOTIFY so that every process delivers them.
 * Ended sessions travel the same way (SESSION_END_CHANNEL): each process drops and closes the
 * sockets opened with them at once, so they receive nothing more.
 */
export default fp(async function imGateway(app: FastifyInstance) {
  const sockets = new Map<number, Set<WebSocket>>();
  const bySession = new Map<number, Set<WebSocket>>();

  const drop = (socket: WebSocket, userId: number, sessionId: number) => {
    const forUser = sockets.get(userId);
    forUser?.delete(socket);
    if (forUser?.size === 0) sockets.delete(userId);
    const forSession = bySession.get(sessionId);
    forSession?.delete(socket);
    if (forSession?.size === 0) bySession.delete(sessionId);
  };
  const ownerOf = new WeakMap<WebSocket, { userId: number; sessionId: number }>();
  const endSession = (sessionId: number) => {
    for (const socket of [...(bySession.get(sessionId) ?? [])]) {
      const owner = ownerOf.get(socket);
      if (owner) drop(socket, owner.userId, owner.sessionId);
      socket.close(SESSION_ENDED_CLOSE, 'session ended');
    }
  };

  const deliver = (event: ImEvent) => {
    const text = JSON.stringify(event.message);
    for (const userId of event.userIds) {
      for (const socket of sockets.get(userId) ?? []) if (socket.readyState === socket.OPEN) socket.send(text);
    }
  };
  const unlisten = await app.db.listen(IM_CHANNEL, (payload) => {
    try {
      deliver(JSON.parse(payload) as ImEvent);
    } catch (error) {
      app.log.warn({ err: error }, 'bad IM event');
    }
  });

  const unlistenSessions = await app.db.listen(SESSION_END_CHANNEL, (payload) => {
    const event = parseSessionEnd(payload);
    if (!event) {
      app.log.warn('bad session end event');
      return;
    }
    for (const sessionId of event.sessionIds) endSession(sessionId);
  });

  app.decorate('im', {
    publish: (event: ImEvent) => app.db.notify(IM_CHANNEL, JSON.stringify(event)),
    connectionCount: () => [...sockets.values()].reduce((n, set) => n + set.size, 0),
  });

  app.addHook('onClose', async () => {
    await unlisten();
    await unlistenSessions();
    for (const set of sockets.values()) for (const socket of set) socket.close(1001, 'server closing');
  });

  app.get<{ Querystring: { token?: string } }>('/im/ws', { websocket: true, config: { access: 'public' } }, async (socket, request) => {
    const session = request.query.token ? await sessionForToken(app.db, request.query.token, app.tokenSecret) : null;
    const refuse = () => {
      socket.send(JSON.stringify({ type: 'error', code: 28, msg: 'unauthorized' }));
      socket.close(4401, 'unauthorized');
    };
    if (!session) {
      refuse();
      return;
    }
    const { userId, sessionId } = session;
    const set = sockets.get(userId) ?? new Set();
    set.add(socket);
    sockets.set(userId, set);
    const sessionSet = bySession.get(sessionId) ?? new Set();
    sessionSet.add(socket);
    bySession.set(sessionId, sessionSet);
    ownerOf.set(socket, session);
    // A session that ended between the lookup above and registering the socket was announced to nobody here.
    if (!(await sessionStillValid(app.db, sessionId, userId))) {
      drop(socket, userId, sessionId);
      refuse();
      return;
    }

    let alive = true;
    const timer = setInterval(() => {
      if (!alive) {
        socket.terminate();
        return;
      }
      alive = false;
    }, HEARTBEAT_MS * 2);

    socket.on('message', (raw) => {
      alive = true;
      let message: { type?: string } | null = null;
      try {
        message = JSON.parse(String(raw)) as { type?: string };
      } catch {
        return;
      }
      if (message?.type === 'ping') socket.send(JSON.stringify({ type: 'pong', time: Date.now() }));
    });
    socket.on('close', () => {
      clearInterval(timer);
      drop(socket, userId, sessionId);
    });

    socket.send(JSON.stringify({ type: 'ready', uid: userId }));
    socket.send(JSON.stringify({ type: 'unread', total: await unreadChatTotal(app.db, userId) }));
  });
});
