import { matchPath } from 'react-router-dom';
import type { MenuItem } from '@portal/shared';

/** A routable page from the server menu (hidden pages included). */
export interface PortalRoute {
  path: string;
  title: string;
  icon?: string;
  component?: string;
  hidden: boolean;
  /** Paths of the enclosing menu items, outermost first. */
  ancestors: string[];
}

/** An entry of the visible navigation menu. Leaves are keyed by their path, submenus by `sub:<path>`. */
export interface NavNode {
  key: string;
  path: string;
  title: string;
  icon?: string;
  children?: NavNode[];
}

export const SUBMENU_PREFIX = 'sub:';

/** Child paths may be absolute (`/dispatchStation/dispatchQuery`) or relative to the parent. */
export function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  const base = parent.endsWith('/') ? parent.slice(0, -1) : parent;
  return `${base}/${path}`;
}

/** Every menu item becomes a route, whether hidden or not, at any depth. */
export function buildRoutes(menus: MenuItem[], parent = '', ancestors: string[] = []): PortalRoute[] {
  const routes: PortalRoute[] = [];
  for (const item of menus) {
    const path = joinPath(parent || '/', item.path);
    routes.push({
      path,
      title: item.title,
      icon: item.icon,
      component: item.component,
      hidden: !!item.hidden,
      ancestors,
    });
    if (item.children?.length) routes.push(...buildRoutes(item.children, path, [...ancestors, path]));
  }
  return routes;
}

/**
 * The visible menu: hidden items (and everything under them) are left out. An item with visible
 * children becomes a submenu; its own page (if any) stays routable.
 */
export function buildNav(menus: MenuItem[], parent = ''): NavNode[] {
  const nodes: NavNode[] = [];
  for (const item of menus) {
    if (item.hidden) continue;
    const path = joinPath(parent || '/', item.path);
    const children = item.children?.length ? buildNav(item.children, path) : [];
    nodes.push(
      children.length
        ? { key: SUBMENU_PREFIX + path, path, title: item.title, icon: item.icon, children }
        : { key: path, path, title: item.title, icon: item.icon },
    );
  }
  return nodes;
}

/** The route for a pathname: exact paths first, then patterns such as `/notice/:id`. */
export function matchRoute(routes: PortalRoute[], pathname: string): PortalRoute | undefined {
  const normalized = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return (
    routes.find((r) => r.path === normalized) ??
    routes.find((r) => r.path.includes(':') && matchPath({ path: r.path, end: true }, normalized) !== null)
  );
}

/** Submenu keys from the root down to the entry `key`, or null when there is no such entry. */
export function trailTo(nodes: NavNode[], key: string, trail: string[] = []): string[] | null {
  for (const node of nodes) {
    if (node.key === key) return trail;
    if (node.children) {
      const found = trailTo(node.children, key, [...trail, node.key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Which menu entry to highlight and which submenus to open for a route. A hidden page highlights its
 * nearest visible ancestor.
 */
export function navSelection(
  nav: NavNode[],
  route: PortalRoute | undefined,
): { selected: string[]; open: string[] } {
  if (!route) return { selected: [], open: [] };
  for (const candidate of [route.path, ...[...route.ancestors].reverse()]) {
    const trail = trailTo(nav, candidate);
    if (trail) return { selected: [candidate], open: trail };
  }
  return {
    selected: [],
    open: route.ancestors.map((p) => SUBMENU_PREFIX + p).filter((k) => trailTo(nav, k) !== null),
  };
}

/** The first page under a menu entry (what a click on a top-level entry opens in the mixed layout). */
export function firstLeaf(node: NavNode): string {
  return node.children?.length ? firstLeaf(node.children[0]) : node.path;
}

/** Top-level entry that contains a route (for the mixed layout's side column and the double-row rail). */
export function topLevelOf(nav: NavNode[], route: PortalRoute | undefined): NavNode | undefined {
  if (!route) return undefined;
  const chain = new Set([...route.ancestors, route.path]);
  const contains = (node: NavNode): boolean => chain.has(node.path) || !!node.children?.some(contains);
  return nav.find(contains);
}
