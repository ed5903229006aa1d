import { CACHE_REMOTES, isCachedRemote } from './sw-routes';

/**
 * Registers the portal's service worker (built as /sw.js in production). Browsers allow it only on
 * HTTPS or localhost; elsewhere the portal simply works online only.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker
      .register('/sw.js', { scope: '/', updateViaCache: 'none' })
      .then(keepRemotesOfThisVisit)
      .catch((error: unknown) => {
        console.warn('service worker not registered', error);
      });
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

/**
 * On the visit that installs the worker, the page is not yet controlled: the remotes it loads (the
 * engineer's pages among them) are handed to the worker to keep, so that the next start works offline.
 */
function keepRemotesOfThisVisit(): void {
  if (navigator.serviceWorker.controller) return;
  const send = (entries: PerformanceEntryList) => {
    const urls = entries
      .map((e) => e.name)
      .filter((name) => isCachedRemote(new URL(name, location.href), location.origin));
    if (urls.length === 0) return;
    void navigator.serviceWorker.ready.then((registration) =>
      registration.active?.postMessage({ type: CACHE_REMOTES, urls }),
    );
  };
  send(performance.getEntriesByType('resource'));
  new PerformanceObserver((list) => send(list.getEntries())).observe({ type: 'resource' });
}
