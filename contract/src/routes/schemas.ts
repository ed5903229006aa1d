import { accessorySchemas } from './accessories.schemas';
import { announcementSchemas } from './announcements.schemas';
import { authSchemas } from './auth.schemas';
import { catalogSchemas } from './catalog.schemas';
import { chatSchemas } from './chat.schemas';
import { docSchemas } from './docs.schemas';
import { fileSchemas } from './files.schemas';
import { noticeSchemas } from './notices.schemas';
import { orderSchemas } from './orders.schemas';
import { receiptSchemas } from './receipts.schemas';
import { releaseSchemas } from './releases.schemas';
import { repairUserSchemas } from './repair-users.schemas';
import { settlementSchemas } from './settlement.schemas';
import { stepSchemas } from './steps.schemas';
import { trackingSchemas } from './tracking.schemas';
import { userSchemas } from './users.schemas';
import type { EntryOf, RouteEntry, RouteLink, RouteSchemas } from './route';
import { routes, type RouteName } from './routes';

/** The schemas of every route of the table, under its name: what the server validates and answers with. */
export const routeSchemas = {
  ...authSchemas,
  ...userSchemas,
  ...noticeSchemas,
  ...repairUserSchemas,
  ...releaseSchemas,
  ...announcementSchemas,
  ...chatSchemas,
  ...catalogSchemas,
  ...accessorySchemas,
  ...orderSchemas,
  ...settlementSchemas,
  ...fileSchemas,
  ...stepSchemas,
  ...trackingSchemas,
  ...receiptSchemas,
  ...docSchemas,
} satisfies Record<RouteName, RouteSchemas>;

const entries = new Map<RouteLink, RouteEntry>(
  (Object.keys(routes) as RouteName[]).map((name) => [
    routes[name],
    { ...routes[name], ...routeSchemas[name] },
  ]),
);

/** The whole entry (link and schemas) of a route of the table; an entry written whole as it is. */
export function routeEntry<R extends RouteEntry>(route: R): EntryOf<R> {
  return (entries.get(route) ?? route) as EntryOf<R>;
}
