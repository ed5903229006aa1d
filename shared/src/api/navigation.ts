type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (to, options) =>
  options?.replace ? window.location.replace(to) : window.location.assign(to);

/** The host registers its router here so that shared code can move the user without a reload. */
export function setNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigateImpl(to, options);
}

/** `/login` with `from` holding the current path and query, unless that is `/`. */
export function loginPathFrom(location: { pathname: string; search: string }): string {
  const here = location.pathname + location.search;
  if (location.pathname === '/' || location.pathname.startsWith('/login')) return '/login';
  return `/login?from=${encodeURIComponent(here).replace(/%2F/gi, '/')}`;
}
