import { loginPathFrom } from '@portal/shared';

/** Paths anyone may open without a session. */
export const PUBLIC_PATHS = ['/login', '/forget'];

export const isPublicPath = (pathname: string): boolean =>
  PUBLIC_PATHS.some((p) => pathname === p || pathname === `${p}/`);

/**
 * Where an unauthenticated visitor is sent: null when the path is public or there is a session,
 * else /login with `from` holding the original path and query (none for `/`).
 */
export function guardRedirect(
  location: { pathname: string; search: string },
  signedIn: boolean,
): string | null {
  if (signedIn || isPublicPath(location.pathname)) return null;
  return loginPathFrom(location);
}

/**
 * The `from` query of the login page, when it is a path inside the portal. Anything else (another
 * origin, `//host`, the login page itself) is ignored so that login cannot redirect off-site.
 */
export function safeFrom(search: string): string | null {
  const from = new URLSearchParams(search).get('from');
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return null;
  if (isPublicPath(from.split(/[?#]/)[0])) return null;
  return from;
}
