import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from '@portal/contract';
import { hashPassword, verifyPassword } from '../users/password';
import { credentialsOf } from '../users/user-repository';
import { signToken } from './access-token';
import { insertSession, recordLoginAttempt } from './login-repository';
import { loginWaitSeconds } from './login-throttle';
import { HttpError, badRequest } from '../../http-error';
import { ok } from '../../http';
import { registerRoute } from '../../register-route';

/** Checked when the username is unknown, so that unknown and known usernames cost the same. */
let decoyHash: Promise<string> | null = null;
const decoy = () => (decoyHash ??= hashPassword(randomBytes(16).toString('hex')));

export default async function login(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  registerRoute(app, routes.login, async (request, reply) => {
    const username = request.body.username.trim();
    const { password, remember = false } = request.body;
    const wait = await loginWaitSeconds(app.db, username, request.ip);
    if (wait > 0) {
      reply.header('Retry-After', String(wait));
      throw new HttpError(429, 'loginSlowDown', { seconds: wait });
    }
    const user = await credentialsOf(app.db, username);
    const checked = await verifyPassword(password, user?.password_hash ?? (await decoy()));
    const valid = user !== null && checked;
    await recordLoginAttempt(app.db, username, request.ip, valid);
    if (!user || !valid) throw badRequest('loginFailed');
    if (user.is_delete || user.status !== 'onTheJob') throw badRequest('accountDisabled');

    const ttl = remember ? app.config.rememberedSessionTtlMs : app.config.sessionTtlMs;
    const sid = await insertSession(
      app.db,
      user.id,
      remember,
      ttl,
      request.headers['user-agent'] ?? null,
      request.ip,
    );
    return ok({ token: signToken({ sid, uid: user.id, iat: Date.now() }, app.tokenSecret) });
  });
}
