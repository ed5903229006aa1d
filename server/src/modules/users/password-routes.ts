import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { USER_LIMITS, routes } from '@portal/contract';
import { hashPassword, verifyPassword } from './password';
import { requireUser } from '../../plugins/auth';
import { badRequest } from '../../http-error';
import { ok } from '../../http';
import { endSessions } from '../sessions/session-end';
import { passwordHashOf, setPasswordHash } from './user-repository';
import { registerRoute } from '../../register-route';

export default async function password(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  registerRoute(app, routes.passwordChange, async (request) => {
    const user = requireUser(request);
    const { oldPassword, password: next, password2 } = request.body;
    if (next !== password2) throw badRequest('passwordMismatch');
    if (next.length < USER_LIMITS.passwordMin || next.length > USER_LIMITS.passwordMax)
      throw badRequest('passwordWeak');
    const stored = await passwordHashOf(app.db, user.id);
    if (!stored || !(await verifyPassword(oldPassword, stored))) throw badRequest('oldPasswordWrong');
    if (oldPassword === next) throw badRequest('passwordSame');
    const hash = await hashPassword(next);
    await app.db.transaction(async (tx) => {
      await setPasswordHash(tx, user.id, hash);
      // A new password ends every session of the user, this one included: they sign in again.
      await endSessions(tx, { userId: user.id });
    });
    return ok(null);
  });
}
