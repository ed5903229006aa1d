import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/auth';
import { ok } from '../../http';

export default async function logout(app: FastifyInstance) {
  app.post('/logout', async (request) => {
    const user = requireUser(request);
    await app.db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [user.sessionId]);
    return ok(null);
  });
}
