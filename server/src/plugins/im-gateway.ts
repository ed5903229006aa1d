import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { unreadChatTotal, userIdForToken } from '../domain/session-lookup';

export const IM_CHANNEL = 'im_events';
export const HEARTBEAT_MS = 30_000;

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
 */
export default fp(async function imGateway(app: FastifyInstance) {
  const sockets = new Map<number, Set<WebSocket>>();

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

  app.decorate('im', {
    publish: (event: ImEvent) => app.db.notify(IM_CHANNEL, JSON.stringify(event)),
    connectionCount: () => [...sockets.values()].reduce((n, set) => n + set.size, 0),
  });

  app.addHook('onClose', async () => {
    await unlisten();
    for (const set of sockets.values()) for (const socket of set) socket.close(1001, 'server closing');
  });

  app.get<{ Querystring: { token?: string } }>('/im/ws', { websocket: true, config: { access: 'public' } }, async (socket, request) => {
    const userId = request.query.token ? await userIdForToken(app.db, request.query.token, app.tokenSecret) : null;
    if (!userId) {
      socket.send(JSON.stringify({ type: 'error', code: 28, msg: 'unauthorized' }));
      socket.close(4401, 'unauthorized');
      return;
    }
    const set = sockets.get(userId) ?? new Set();
    set.add(socket);
    sockets.set(userId, set);

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
      set.delete(socket);
      if (set.size === 0) sockets.delete(userId);
    });

    socket.send(JSON.stringify({ type: 'ready', uid: userId }));
    socket.send(JSON.stringify({ type: 'unread', total: await unreadChatTotal(app.db, userId) }));
  });
});
