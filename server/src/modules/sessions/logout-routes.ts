import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/auth';
import { ok } from '../../http';
import { endSessions } from './session-end';

export default async function logout(app: FastifyInstance) {
  app.post('/logout', async (request) => {
    const user = requireUser(request);
    await endSessions(app.db, { sessionId: user.sessionId });
    return ok(null);
  });
}
