import type { FastifyInstance } from 'fastify';
import { routes } from '@portal/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { requireUser } from '../../plugins/auth';
import { ok } from '../../http';
import { endSessions } from './session-end';
import { registerRoute } from '../../register-route';

export default async function logout(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  registerRoute(app, routes.logout, async (request) => {
    const user = requireUser(request);
    await endSessions(app.db, { sessionId: user.sessionId });
    return ok(null);
  });
}
