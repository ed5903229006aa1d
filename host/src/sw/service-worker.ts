// The portal's service worker: the shell starts offline, remotes stay fresh, API answers pass through.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { isRemoteEntry, isRemoteHashedChunk, NOT_SHELL_PREFIXES, NOTIFICATION_CLICK } from './sw-routes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

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
  ({ url, request }) => request.method === 'GET' && isRemoteEntry(url),
  new NetworkFirst({ cacheName: 'portal-remote-entries', networkTimeoutSeconds: 10 }),
);

// Chunks named by their content hash never change.
registerRoute(
  ({ url, request }) => request.method === 'GET' && isRemoteHashedChunk(url),
  new CacheFirst({
    cacheName: 'portal-remote-chunks',
    plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 24 * 3600 })],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
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
