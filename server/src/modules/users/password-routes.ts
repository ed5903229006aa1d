import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { queryOne } from '../../db/database';
import { hashPassword, verifyPassword } from './password';
import { requireUser } from '../../plugins/auth';
import { badRequest } from '../../http-error';
import { ok } from '../../http';
import { endSessions } from '../sessions/session-end';
import { PASSWORD_MAX, PASSWORD_MIN } from './password-rules';

const Body = Type.Object({
  oldPassword: Type.String({ minLength: 1, maxLength: 128 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  password2: Type.String({ minLength: 1, maxLength: 128 }),
});

export default async function password(app: FastifyInstance) {
  app.put<{ Body: Static<typeof Body> }>('/password', { schema: { body: Body } }, async (request) => {
    const user = requireUser(request);
    const { oldPassword, password: next, password2 } = request.body;
    if (next !== password2) throw badRequest('passwordMismatch');
    if (next.length < PASSWORD_MIN || next.length > PASSWORD_MAX) throw badRequest('passwordWeak');
    const row = await queryOne<{ password_hash: string }>(app.db, 'SELECT password_hash FROM users WHERE id = $1', [user.id]);
    if (!row || !(await verifyPassword(oldPassword, row.password_hash))) throw badRequest('oldPasswordWrong');
    if (oldPassword === next) throw badRequest('passwordSame');
    const hash = await hashPassword(next);
    await app.db.transaction(async (tx) => {
      await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [user.id, hash]);
      // A new password ends every session of the user, this one included: they sign in again.
      await endSessions(tx, { userId: user.id });
    });
    return ok(null);
  });
}
