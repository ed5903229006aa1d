import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { contentSecurityPolicy, remoteOrigins } from '../domain/content-security-policy';

/**
 * Security headers on every answer: no framing, no content sniffing. Pages (HTML) also carry the
 * Content-Security-Policy, built from the remotes' configured entries as they are now, so a release
 * published on another origin is allowed on the next page load.
 */
export default fp(async function securityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Frame-Options', 'DENY');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      const rows = await app.db.query<{ entry: string }>('SELECT DISTINCT entry FROM frontend_releases WHERE active');
      const easemob = app.config.easemob;
      const easemobUrls = easemob ? [easemob.url, easemob.apiUrl].filter((u): u is string => !!u).map((u) => u.replace(/^ws(s?):/i, 'http$1:')) : [];
      const elsewhere = [...rows.map((r) => r.entry), ...easemobUrls];
      reply.header('Content-Security-Policy', contentSecurityPolicy(remoteOrigins(elsewhere)));
    }
    return payload;
  });
});
