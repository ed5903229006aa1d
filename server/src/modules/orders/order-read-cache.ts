import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ReadCache, type ReadMark } from '../../lib/read-cache';
import { USER_CHANGE_CHANNEL } from '../sessions/session-cache';
import type { AuthUser } from '../users/auth-user';
import { JSON_TYPE } from '../../http';

/** NOTIFY channel on which every statement that changes service orders reaches every process (migration 010). */
export const ORDER_CHANGE_CHANNEL = 'order_change';

/** Answers remembered at most; a page of 20 rows is about 20 KB. */
const MAX_ENTRIES = 2000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Order pages and counts answered in the last moment, as sent (see order-read-cache.ts). */
    orderReads: OrderReads;
  }
  interface FastifyRequest {
    /** Where this request's answer is to be remembered once serialised. */
    orderRead?: { key: string; mark: ReadMark };
  }
}

/** What decides an answer: the route, who asks (scope and rights), and the query as validated. */
export function orderReadKey(request: FastifyRequest, user: Pick<AuthUser, 'id'>): string {
  return `${request.routeOptions.url}|${user.id}|${JSON.stringify(request.query)}`;
}

export class OrderReads {
  constructor(readonly cache: ReadCache<string, Buffer>) {}

  /**
   * The answer remembered under `key`, sent as it was; else `read()`'s, which the route's schema
   * serialises as usual and which is remembered unless something changed while it was read.
   */
  async answer<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    read: () => Promise<T>,
  ): Promise<T | FastifyReply> {
    const sent = this.cache.get(key);
    if (sent) return reply.type(JSON_TYPE).send(sent);
    if (this.cache.enabled) request.orderRead = { key, mark: this.cache.mark() };
    return read();
  }
}

/**
 * The same page or count asked for again by the same user within ORDER_CACHE_MS (at most 1 s) is
 * sent from memory. Every change is seen on the next read all the same: a write of this process
 * clears the memory as it takes effect (Database.onWrite), another process's change on its NOTIFY
 * (order_change for orders, user_change for users, their rights and companies' names), and an answer
 * read while something changed is not kept. The time limit is only the backstop, as for sessions.
 * Registered before compression: what is kept is the JSON text, each caller gets its own encoding.
 */
export default fp(async function orderReadCache(app: FastifyInstance) {
  const cache = new ReadCache<string, Buffer>(app.config.orderCacheMs, MAX_ENTRIES);
  app.decorate('orderReads', new OrderReads(cache));
  if (!cache.enabled) return;
  const clear = () => cache.clear();
  const offWrites = app.db.onWrite(clear);
  const unlistenOrders = await app.db.listen(ORDER_CHANGE_CHANNEL, clear);
  const unlistenUsers = await app.db.listen(USER_CHANGE_CHANNEL, clear);
  app.addHook('onSend', async (request, reply, payload) => {
    const read = request.orderRead;
    if (read && reply.statusCode === 200 && typeof payload === 'string')
      cache.set(read.key, Buffer.from(payload), read.mark);
    return payload;
  });
  app.addHook('onClose', async () => {
    offWrites();
    await unlistenOrders();
    await unlistenUsers();
  });
});
