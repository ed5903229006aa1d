/** `/redirect/orderQuery?x=1` -> `/orderQuery?x=1`; null for any other path. */
export function redirectTarget(location: { pathname: string; search: string }): string | null {
  const prefix = '/redirect';
  if (location.pathname !== prefix && !location.pathname.startsWith(`${prefix}/`)) return null;
  const rest = location.pathname.slice(prefix.length).replace(/^\/+/, '');
  return `/${rest}${location.search}`;
}
