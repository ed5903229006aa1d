import type { UserInfo } from '@portal/shared';
import { buildRoutes, matchRoute } from '../features/menu/build-routes';
import { redirectTarget } from './redirect-target';
import { safeFrom } from '../features/auth/guard';

/**
 * Where sign-in lands: the `from` page when this user's menu has it, else the user's home. A page of
 * another role (an engineer sent back to /orderQuery) would only show 404.
 */
export function landingPath(user: Pick<UserInfo, 'menus' | 'homePath'>, search: string): string {
  const home = user.homePath || '/';
  const from = safeFrom(search);
  if (!from) return home;
  const url = new URL(from, 'http://portal.invalid');
  const target = redirectTarget(url) ?? `${url.pathname}${url.search}`;
  const pathname = target.split(/[?#]/)[0];
  return matchRoute(buildRoutes(user.menus ?? []), pathname) ? from : home;
}
