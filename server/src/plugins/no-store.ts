import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * A signed-in user's JSON answers are theirs alone: no cache (browser, proxy, shared device) keeps
 * them. An answer cached on purpose (the region tree) sets its own Cache-Control, which stays.
 */
export default fp(async function noStore(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      request.auth &&
      !reply.hasHeader('cache-control') &&
      String(reply.getHeader('content-type') ?? '').startsWith('application/json')
    ) {
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });
});
