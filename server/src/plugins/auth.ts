import fp from 'fastify-plugin';
import { Transform, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signToken, verifyToken, type TokenClaims } from '../modules/sessions/access-token';
import { badRequest, forbidden, unauthorized } from '../http-error';
import { parseLang, type Lang } from '../i18n';
import { ACCESS_TOKEN_HEADER } from '../modules/sessions/token-header';
import { parseSessionEnd, SESSION_END_CHANNEL } from '../modules/sessions/session-end';
import {
  parseUserChange,
  registerSessionCache,
  SessionCache,
  USER_CHANGE_CHANNEL,
} from '../modules/sessions/session-cache';
import { activeSessionRow, extendSession, type SessionRow } from '../modules/sessions/session-repository';
import type { AuthUser } from '../modules/users/auth-user';

export type { AuthUser };

import type { Access } from '@portal/contract';

export type { Access };

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
    auth: AuthUser | null;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}

const API_ROUTE = /^\/(api|file|deliver)\//;

/** Most tokens whose signature is remembered as checked (past it, the memory starts over). */
const VERIFIED_TOKENS_MAX = 10_000;

/** Largest body a caller without a session may send (signed-in callers keep the server's limits). */
export const ANONYMOUS_BODY_LIMIT = 16 * 1024;

/** The body stream, failing with a 400 once it passes `limit` bytes (a chunked body declares no length). */
function capped(payload: Readable, limit: number): Readable {
  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      done(received > limit ? badRequest('bodyTooLarge') : null, chunk);
    },
  });
  payload.on('error', (error) => counter.destroy(error));
  return payload.pipe(counter);
}

export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

async function sessionRow(
  app: FastifyInstance,
  cache: SessionCache<SessionRow>,
  sid: number,
  uid: number,
): Promise<SessionRow | null> {
  const cached = cache.get(sid, uid);
  if (cached) return cached;
  const mark = cache.mark();
  // The user's info comes with the session: a change to it drops the entry like a change of rights
  // (user_change, sent by migration 008's triggers too), so a cached read is never staler than one.
  const row = await activeSessionRow(app.db, sid, uid);
  if (row) cache.set(sid, uid, row, Number(row.expiresMs), mark);
  return row;
}

export default fp(async function auth(app: FastifyInstance) {
  app.decorateRequest('lang', 'zh-CN');
  app.decorateRequest('auth', null);

  // Sessions checked in the last moment (at most SESSION_CACHE_MAX_MS) are not read again; an ended
  // session or a changed user is dropped on its NOTIFY, in this process at once.
  const cache = new SessionCache<SessionRow>(app.config.sessionCacheMs);
  if (cache.enabled) {
    const unregister = registerSessionCache(cache as SessionCache<unknown>);
    const unlistenSessions = await app.db.listen(SESSION_END_CHANNEL, (payload) => {
      const event = parseSessionEnd(payload);
      if (event) cache.forgetSessions(event.sessionIds);
      else cache.clear();
    });
    const unlistenUsers = await app.db.listen(USER_CHANGE_CHANNEL, (payload) => {
      const ids = parseUserChange(payload);
      if (ids) cache.forgetUsers(ids);
      else cache.clear();
    });
    app.addHook('onClose', async () => {
      unregister();
      await unlistenSessions();
      await unlistenUsers();
    });
  }

  // A token's signature proves only that this server made it (the session row decides whether it still
  // counts): once checked, it need not be checked again.
  const verifiedTokens = new Map<string, TokenClaims>();
  const claimsOf = (token: string): TokenClaims | null => {
    const known = verifiedTokens.get(token);
    if (known) return known;
    const claims = verifyToken(token, app.tokenSecret);
    if (claims) {
      if (verifiedTokens.size >= VERIFIED_TOKENS_MAX) verifiedTokens.clear();
      verifiedTokens.set(token, claims);
    }
    return claims;
  };

  app.addHook('onRequest', (request, _reply, done) => {
    request.lang = parseLang(request.headers['accept-language']);
    done();
  });

  // On the request, before the body is read: an anonymous caller of a protected route gets 401
  // without its body being parsed or validated, and a forbidden one 403.
  app.addHook('onRequest', async (request, reply) => {
    if (request.is404) return;
    // API routes need a signed-in user unless they say otherwise; static files of the build are public.
    const route = request.routeOptions;
    const access = route.config?.access ?? (API_ROUTE.test(route.url ?? '') ? 'user' : 'public');
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (access === 'public' && !token) return;

    const claims = token ? claimsOf(token) : null;
    if (!claims) {
      if (access === 'public') return;
      throw unauthorized();
    }
    const row = await sessionRow(app, cache, claims.sid, claims.uid);
    if (!row) {
      if (access === 'public') return;
      throw unauthorized();
    }
    request.auth = {
      id: row.id,
      username: row.username,
      name: row.name,
      authority: row.authority,
      allowDispatch: row.allowDispatch,
      allowRelease: !!row.allowRelease,
      customerId: row.customId,
      sessionId: row.sessionId,
      profile: row,
    };

    if (Date.now() - claims.iat > app.config.tokenRefreshMs) {
      const ttl = row.remember ? app.config.rememberedSessionTtlMs : app.config.sessionTtlMs;
      await extendSession(app.db, row.sessionId, ttl);
      reply.header(
        ACCESS_TOKEN_HEADER,
        signToken({ sid: row.sessionId, uid: row.id, iat: Date.now() }, app.tokenSecret),
      );
    }

    if (access === 'manager' && row.authority !== 'manager') throw forbidden();
    // allow_dispatch is already false for customers (a stray flag on a customer account never counts).
    if (access === 'dispatch' && !row.allowDispatch) throw forbidden('dispatchForbidden');
    if (access === 'release' && !row.allowRelease) throw forbidden('releaseForbidden');
  });

  // Only public routes get this far without a user; their bodies (sign-in, reset request) are small.
  app.addHook('preParsing', (request, _reply, payload, done) => {
    // GET and HEAD bodies are never parsed (static files, file links and the chat socket come this way).
    if (request.auth || request.method === 'GET' || request.method === 'HEAD') return done(null, payload);
    if (Number(request.headers['content-length']) > ANONYMOUS_BODY_LIMIT)
      return done(badRequest('bodyTooLarge'));
    done(null, capped(payload, ANONYMOUS_BODY_LIMIT));
  });
});
