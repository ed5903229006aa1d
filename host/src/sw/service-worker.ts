// The portal's service worker: the shell starts offline, remotes stay fresh, API answers pass through.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  CACHE_REMOTES,
  isRemoteEntry,
  isRemoteHashedChunk,
  NOT_SHELL_PREFIXES,
  NOTIFICATION_CLICK,
  remoteFilesOf,
} from './sw-routes';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const ENTRIES_CACHE = 'portal-remote-entries';
const CHUNKS_CACHE = 'portal-remote-chunks';

// index.html asks for `main.js?<compilation hash>`: any query names the same precached file.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/] });
cleanupOutdatedCaches();

// Client-side routes start from the cached host page; API, files and remotes are not pages.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: NOT_SHELL_PREFIXES.map((prefix) => new RegExp(`^${prefix}`)),
  }),
);

// A remote's entry and manifest name its newest release: always asked for first, the copy only offline.
registerRoute(
  ({ url, request }) => request.method === 'GET' && isRemoteEntry(url, self.location.origin),
  new NetworkFirst({
    cacheName: ENTRIES_CACHE,
    networkTimeoutSeconds: 10,
    plugins: [
      {
        // A manifest from the network (a new release among them): its pages' files are kept ahead.
        cacheDidUpdate: async ({ request, newResponse }) => {
          const url = new URL(request.url);
          if (url.pathname.endsWith('/mf-manifest.json')) await keepRemoteOf(url, newResponse.clone());
        },
      },
    ],
  }),
);

// Chunks named by their content hash never change.
registerRoute(
  ({ url, request }) => request.method === 'GET' && isRemoteHashedChunk(url, self.location.origin),
  new CacheFirst({
    cacheName: CHUNKS_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 24 * 3600 })],
  }),
);

/** Keeps `url` in the cache `name` unless it is there already (a failure waits for the next visit). */
async function keep(name: string, url: URL): Promise<void> {
  const cache = await caches.open(name);
  if (!(await cache.match(url.href))) await cache.add(url.href).catch(() => undefined);
}

/** Every file of a remote's pages, as its manifest (fetched just now) names them. */
async function keepRemoteOf(manifestUrl: URL, manifest: Response): Promise<void> {
  const files = remoteFilesOf(manifestUrl, await manifest.json().catch(() => null));
  for (const file of files) await keep(isRemoteEntry(file) ? ENTRIES_CACHE : CHUNKS_CACHE, file);
}

/**
 * The remotes of the visit that installed this worker: that visit was not yet controlled, so the
 * routes below never saw its files, and the next start may well be offline.
 */
async function cacheRemotes(urls: unknown[]): Promise<void> {
  for (const value of urls) {
    if (typeof value !== 'string') continue;
    const url = new URL(value, self.location.href);
    const home = self.location.origin;
    if (isRemoteHashedChunk(url, home)) await keep(CHUNKS_CACHE, url);
    else if (isRemoteEntry(url, home) && url.pathname.endsWith('/mf-manifest.json')) {
      const manifest = await fetch(url.href).catch(() => null);
      if (manifest?.ok) {
        await caches.open(ENTRIES_CACHE).then((cache) => cache.put(url.href, manifest.clone()));
        await keepRemoteOf(url, manifest);
      }
    } else if (isRemoteEntry(url, home)) await keep(ENTRIES_CACHE, url);
  }
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data?.type === CACHE_REMOTES && Array.isArray(data.urls)) event.waitUntil(cacheRemotes(data.urls));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data: unknown = event.notification.data;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      const client = open ? await open.focus() : await self.clients.openWindow('/');
      client?.postMessage({ type: NOTIFICATION_CLICK, data });
    })(),
  );
});
