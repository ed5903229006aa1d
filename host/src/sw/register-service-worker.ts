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

/** How long the page loads no new code before its remotes' files are handed to the worker. */
const QUIET_MS = 2000;
const CODE_INITIATORS = new Set(['script', 'link', 'css']);

/**
 * On the visit that installs the worker, the page is not yet controlled: the remotes it loads (the
 * engineer's pages among them) are handed to the worker to keep, so that the next start works offline.
 * They are handed over once the page has loaded no new code for a while: the worker then fetches every file
 * of those remotes' pages, and on a phone's link that must not compete with the page being opened.
 */
function keepRemotesOfThisVisit(): void {
  if (navigator.serviceWorker.controller) return;
  const waiting = new Set<string>();
  let timer: number | undefined;
  const handOver = () => {
    const urls = [...waiting];
    waiting.clear();
    if (urls.length === 0) return;
    void navigator.serviceWorker.ready.then((registration) =>
      registration.active?.postMessage({ type: CACHE_REMOTES, urls }),
    );
  };
  const collect = (entries: PerformanceEntryList) => {
    let code = false;
    for (const entry of entries) {
      if (isCachedRemote(new URL(entry.name, location.href), location.origin)) waiting.add(entry.name);
      code ||= CODE_INITIATORS.has((entry as PerformanceResourceTiming).initiatorType);
    }
    // Only code and styles delay it: the page's API calls (a list polled every 30 s) never stop.
    if (!code) return;
    window.clearTimeout(timer);
    timer = window.setTimeout(handOver, QUIET_MS);
  };
  collect(performance.getEntriesByType('resource'));
  // A page left before it went quiet still hands over what it loaded.
  window.addEventListener('pagehide', handOver);
  new PerformanceObserver((list) => collect(list.getEntries())).observe({ type: 'resource' });
}
