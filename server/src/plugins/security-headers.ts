import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { contentSecurityPolicy, remoteOrigins } from '../lib/content-security-policy';
import { RELEASE_CHANGE_CHANNEL, watchLocalReleaseChanges } from '../modules/releases/remote-releases';
import { activeReleaseEntries } from '../modules/releases/release-repository';

/**
 * Longest the release entries behind the pages' policy are reused without reading them again. A
 * change through the API or the release commands reaches every process at once (NOTIFY); this bound
 * only covers rows changed by hand in the database.
 */
export const RELEASE_ENTRIES_CACHE_MS = 1000;

/** The portal's service worker, built by the host at the root of its scope. */
export const SERVICE_WORKER_PATH = '/sw.js';

/** The active releases' entries, read at most once per `ttlMs`; `forget` drops them at once. */
export class ReleaseEntriesCache {
  private entries: string[] | null = null;
  private readAt = 0;
  private loading: Promise<string[]> | null = null;
  private epoch = 0;

  constructor(
    private readonly load: () => Promise<string[]>,
    private readonly ttlMs = RELEASE_ENTRIES_CACHE_MS,
  ) {}

  get(now = Date.now()): Promise<string[]> {
    if (this.entries && now - this.readAt < this.ttlMs) return Promise.resolve(this.entries);
    if (this.loading) return this.loading;
    const epoch = this.epoch;
    const loading = this.load().then(
      (entries) => {
        // A read that overlapped a change may hold the old rows: it serves its callers, it is not kept.
        if (epoch === this.epoch) {
          this.entries = entries;
          this.readAt = now;
          this.loading = null;
        }
        return entries;
      },
      (error: unknown) => {
        if (epoch === this.epoch) this.loading = null;
        throw error;
      },
    );
    this.loading = loading;
    return loading;
  }

  forget(): void {
    this.epoch += 1;
    this.entries = null;
    this.loading = null;
  }
}

/**
 * Security headers on every answer: no framing, no content sniffing. Pages (HTML) also carry the
 * Content-Security-Policy, built from the remotes' active release entries, so a release published on
 * another origin is allowed on the next page load.
 */
export default fp(async function securityHeaders(app: FastifyInstance) {
  const releases = new ReleaseEntriesCache(() => activeReleaseEntries(app.db));
  const forget = () => releases.forget();
  const unwatch = watchLocalReleaseChanges(forget);
  const unlisten = await app.db.listen(RELEASE_CHANGE_CHANNEL, forget);
  app.addHook('onClose', async () => {
    unwatch();
    await unlisten();
  });

  const easemob = app.config.easemob;
  const easemobUrls = easemob
    ? [easemob.url, easemob.apiUrl]
        .filter((u): u is string => !!u)
        .map((u) => u.replace(/^ws(s?):/i, 'http$1:'))
    : [];

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Frame-Options', 'DENY');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    // The service worker's own script is governed by the policy sent with it, as a page is.
    const serviceWorker = request.url.split('?')[0] === SERVICE_WORKER_PATH;
    if (serviceWorker || String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      const elsewhere = [...(await releases.get()), ...easemobUrls];
      reply.header('Content-Security-Policy', contentSecurityPolicy(remoteOrigins(elsewhere)));
    }
    return payload;
  });
});
