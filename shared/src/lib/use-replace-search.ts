import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { eventBus } from '../events/event-bus';

const keyOf = (pathname: string, search: string) => pathname + (search && search !== '?' ? search : '');

/** How many mounted pages use this hook per tab key (path + query). */
const mounted = new Map<string, number>();
/** The tab a page left by rewriting its query, by the key it moved to. */
const handoffs = new Map<string, string>();

/**
 * The page's query string (`?a=1`) and a way to rewrite it in place (history `replace`), so that reload,
 * back and a shared link keep the page's state.
 *
 * The host opens one tab per path + query, so a rewritten query arrives as a new tab with a fresh
 * copy of the page. That copy closes the tab it came from, leaving one tab for the page. When the
 * host keeps the same page mounted (or drops the old one itself) the old key is no longer mounted
 * and nothing is closed.
 */
export function useReplaceSearch(): [string, (next: URLSearchParams) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const key = keyOf(location.pathname, location.search);

  useEffect(() => {
    mounted.set(key, (mounted.get(key) ?? 0) + 1);
    // After the whole commit: the host records the new tab in an effect of its own, which runs after
    // this one; closing the old tab before that would close the active tab and move away.
    const timer = setTimeout(() => {
      const previous = handoffs.get(key);
      if (previous === undefined) return;
      handoffs.delete(key);
      if (previous !== key && mounted.has(previous)) eventBus.emit('tab:close', { path: previous });
    }, 0);
    return () => {
      clearTimeout(timer);
      const count = (mounted.get(key) ?? 1) - 1;
      if (count > 0) mounted.set(key, count);
      else mounted.delete(key);
    };
  }, [key]);

  const replace = useCallback(
    (next: URLSearchParams) => {
      const search = next.toString();
      const nextKey = keyOf(location.pathname, search ? `?${search}` : '');
      if (nextKey === key) return;
      // A page already open at that key is simply shown again; this one stays.
      if (!mounted.has(nextKey)) handoffs.set(nextKey, key);
      navigate(nextKey, { replace: true });
    },
    [key, location.pathname, navigate],
  );

  return [location.search, replace];
}
