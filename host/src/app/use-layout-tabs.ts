import { useEffect, useMemo } from 'react';
import type { UserInfo } from '@portal/shared';
import { matchRoute, type PortalRoute } from '../features/menu/build-routes';
import { openTab, tabKeyOf, type TabItem, type TabsState } from '../features/tabs/tab-ops';
import { useTabsStore } from '../features/tabs/tabs-store';
import { NOT_FOUND_TITLE_KEY } from '../pages/not-found-page';

/** Tab for a location: title from the menu, 404 title for unknown paths; the home tab is fixed. */
export function tabFor(
  routes: PortalRoute[],
  location: { pathname: string; search: string },
  homeKey: string,
): TabItem {
  const key = tabKeyOf(location);
  return {
    key,
    path: location.pathname,
    title: matchRoute(routes, location.pathname)?.title ?? NOT_FOUND_TITLE_KEY,
    closable: key !== homeKey,
  };
}

/** Keeps the tab list in step with the location; returns the list to draw (current tab included). */
export function useLayoutTabs(
  user: UserInfo,
  routes: PortalRoute[],
  location: { pathname: string; search: string } | null,
): TabsState & { reloadSeq: Record<string, number>; titleOverrides: Record<string, string> } {
  const homeKey = user.homePath || '/workplace';
  const home = useMemo(() => {
    const [pathname, search = ''] = homeKey.split('?');
    return tabFor(routes, { pathname, search: search ? `?${search}` : '' }, homeKey);
  }, [routes, homeKey]);
  const current = useMemo(
    () => (location ? tabFor(routes, location, homeKey) : null),
    [routes, location, homeKey],
  );

  const store = useTabsStore();
  const ours = store.owner === user.id && store.tabs.length > 0;

  useEffect(() => {
    const state = useTabsStore.getState();
    if (state.owner !== user.id || state.tabs.length === 0) state.reset(user.id, home);
    if (current) useTabsStore.getState().open(current);
  }, [user.id, home, current]);

  const base: TabsState = ours ? store : { tabs: [home], activeKey: home.key };
  const view = current ? openTab(base, current) : base;
  return {
    ...view,
    reloadSeq: ours ? store.reloadSeq : {},
    titleOverrides: ours ? store.titleOverrides : {},
  };
}
