import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTES } from '../db/seed-releases';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a browser's navigation to a client-side route with the host page; false when it is not one. */
    serveSpa?: (request: FastifyRequest, reply: FastifyReply) => boolean;
  }
}

const API_PREFIXES = ['/api/', '/file/', '/deliver/', '/remotes/', '/im/'];
// Chunks named by their content hash never change; entries (main.js, remoteEntry.js), manifests and
// index.html keep their names across builds and are revalidated on every load.
const HASHED = /\.[0-9a-f]{8}\.(js|css)(\.br|\.gz)?$/;

function setHeaders(reply: FastifyReply, filePath: string) {
  reply.header('Cache-Control', HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

// The build writes `<file>.br` and `<file>.gz` beside each text asset (tools/precompress.mjs); the
// one matching the browser's Accept-Encoding is sent, with Content-Encoding and Vary: Accept-Encoding.
const COMPRESSED = { preCompressed: true } as const;

/** A remote's files are public and may be loaded by a host on another origin (a portal behind another name). */
function setRemoteHeaders(reply: FastifyReply, filePath: string) {
  setHeaders(reply, filePath);
  reply.header('Access-Control-Allow-Origin', '*');
}

/**
 * Serves the built host at `/` and each remote under `/remotes/<package>/`, so one process is the whole
 * portal; published versions of a remote (the publish command's folders) under
 * `/remotes/<package>/<version>/`, looked up after the build in the same prefix.
 */
export default fp(async function staticFiles(
  app: FastifyInstance,
  options: { root: string; publishedRoot?: string },
) {
  const hostDist = path.join(options.root, 'host', 'dist');
  let decorated = false;
  for (const remote of REMOTES) {
    const dist = path.join(options.root, remote.dir, 'dist');
    const published = options.publishedRoot ? path.join(options.publishedRoot, remote.dir) : null;
    // Made now, so that a version published while the server runs is served without a restart.
    if (published) fs.mkdirSync(published, { recursive: true });
    const roots = [dist, ...(published ? [published] : [])].filter((dir) => fs.existsSync(dir));
    if (!fs.existsSync(dist)) app.log.warn({ dist }, 'remote build missing; run the build first');
    if (roots.length === 0) continue;
    await app.register(fastifyStatic, {
      root: roots.length === 1 ? roots[0] : roots,
      prefix: `/remotes/${remote.dir}/`,
      decorateReply: !decorated,
      cacheControl: false,
      setHeaders: setRemoteHeaders,
      ...COMPRESSED,
    });
    decorated = true;
  }
  if (!fs.existsSync(path.join(hostDist, 'index.html'))) {
    app.log.warn({ hostDist }, 'host build missing; run the build first');
    return;
  }
  await app.register(fastifyStatic, {
    root: hostDist,
    prefix: '/',
    decorateReply: !decorated,
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders,
    ...COMPRESSED,
  });
  const indexHtml = fs.readFileSync(path.join(hostDist, 'index.html'));
  app.decorate('serveSpa', (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0];
    if (request.method !== 'GET' || API_PREFIXES.some((p) => url.startsWith(p))) return false;
    if (path.extname(url) && !url.startsWith('/redirect/')) return false;
    void reply
      .status(200)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(indexHtml);
    return true;
  });
});
