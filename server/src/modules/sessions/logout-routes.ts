import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { requireUser } from '../../plugins/auth';
import { Answer, ok } from '../../http';
import { endSessions } from './session-end';

export default async function logout(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post('/logout', { schema: { response: { 200: Answer(Type.Null()) } } }, async (request) => {
    const user = requireUser(request);
    await endSessions(app.db, { sessionId: user.sessionId });
    return ok(null);
  });
}
