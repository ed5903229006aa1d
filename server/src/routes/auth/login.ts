import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { queryOne } from '../../db/database';
import { verifyPassword } from '../../domain/password';
import { signToken } from '../../domain/access-token';
import { failedLoginsSince, LOCK_WINDOW_MINUTES, MAX_FAILED_LOGINS, recordLoginAttempt } from '../../domain/login-throttle';
import { HttpError, badRequest } from '../../http-error';
import { ok } from '../../http';

const Body = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  remember: Type.Optional(Type.Boolean()),
});

interface UserRow {
  id: number;
  password_hash: string;
  is_delete: boolean;
  status: string;
}

export default async function login(app: FastifyInstance) {
  app.post<{ Body: Static<typeof Body> }>(
    '/login',
    { schema: { body: Body }, config: { access: 'public' } },
    async (request) => {
      const username = request.body.username.trim();
      const { password, remember = false } = request.body;
      if ((await failedLoginsSince(app.db, username)) >= MAX_FAILED_LOGINS) {
        throw new HttpError(429, 'loginLocked', { minutes: LOCK_WINDOW_MINUTES });
      }
      const user = await queryOne<UserRow>(
        app.db,
        'SELECT id, password_hash, is_delete, status FROM users WHERE username = $1',
        [username],
      );
      const valid = user ? await verifyPassword(password, user.password_hash) : false;
      await recordLoginAttempt(app.db, username, request.ip, valid);
      if (!user || !valid) throw badRequest('loginFailed');
      if (user.is_delete || user.status !== 'onTheJob') throw badRequest('accountDisabled');

      const ttl = remember ? app.config.rememberedSessionTtlMs : app.config.sessionTtlMs;
      const session = await queryOne<{ id: number }>(
        app.db,
        `INSERT INTO sessions (user_id, remember, expires_at, user_agent, ip)
         VALUES ($1, $2, now() + ($3::bigint * interval '1 millisecond'), $4, $5) RETURNING id`,
        [user.id, remember, ttl, request.headers['user-agent'] ?? null, request.ip],
      );
      return ok({ token: signToken({ sid: session!.id, uid: user.id, iat: Date.now() }, app.tokenSecret) });
    },
  );
}
