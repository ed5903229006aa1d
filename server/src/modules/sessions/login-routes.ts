import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { queryOne } from '../../db/database';
import { hashPassword, verifyPassword } from '../users/password';
import { signToken } from './access-token';
import { loginWaitSeconds, recordLoginAttempt } from './login-throttle';
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

/** Checked when the username is unknown, so that unknown and known usernames cost the same. */
let decoyHash: Promise<string> | null = null;
const decoy = () => (decoyHash ??= hashPassword(randomBytes(16).toString('hex')));

export default async function login(app: FastifyInstance) {
  app.post<{ Body: Static<typeof Body> }>(
    '/login',
    { schema: { body: Body }, config: { access: 'public' } },
    async (request, reply) => {
      const username = request.body.username.trim();
      const { password, remember = false } = request.body;
      const wait = await loginWaitSeconds(app.db, username, request.ip);
      if (wait > 0) {
        reply.header('Retry-After', String(wait));
        throw new HttpError(429, 'loginSlowDown', { seconds: wait });
      }
      const user = await queryOne<UserRow>(
        app.db,
        'SELECT id, password_hash, is_delete, status FROM users WHERE username = $1',
        [username],
      );
      const checked = await verifyPassword(password, user?.password_hash ?? (await decoy()));
      const valid = user !== null && checked;
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
