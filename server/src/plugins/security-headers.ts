import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { contentSecurityPolicy } from '../lib/content-security-policy';

/** The portal's service worker, built by the host at the root of its scope. */
export const SERVICE_WORKER_PATH = '/sw.js';

function originOf(url: string): string[] {
  try {
    return /^https?:\/\//i.test(url) ? [new URL(url).origin] : [];
  } catch {
    return []; // a malformed address reaches nothing, so it needs no place in the policy
  }
}

/**
 * Security headers on every answer: no framing, no content sniffing. Pages (HTML) also carry the
 * Content-Security-Policy, whose other origins are the deployment's release origins (RELEASE_ORIGINS)
 * and the chat service's: settings of the operator, never rows a user wrote.
 */
export default fp(async function securityHeaders(app: FastifyInstance) {
  const easemob = app.config.easemob;
  const easemobUrls = easemob
    ? [easemob.url, easemob.apiUrl]
        .filter((u): u is string => !!u)
        .flatMap((u) => originOf(u.replace(/^ws(s?):/i, 'http$1:')))
    : [];
  const policy = contentSecurityPolicy([...new Set([...app.config.releaseOrigins, ...easemobUrls])].sort());

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Frame-Options', 'DENY');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    // The service worker's own script is governed by the policy sent with it, as a page is.
    const serviceWorker = request.url.split('?')[0] === SERVICE_WORKER_PATH;
    if (serviceWorker || String(reply.getHeader('content-type') ?? '').startsWith('text/html'))
      reply.header('Content-Security-Policy', policy);
    return payload;
  });
});
