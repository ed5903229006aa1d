import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/auth';
import { unreadChatTotal } from '../../domain/session-lookup';
import { ok } from '../../http';

export default async function im(app: FastifyInstance) {
  app.get('/im/unread/total', async (request) => ok({ total: await unreadChatTotal(app.db, requireUser(request).id) }));
}
