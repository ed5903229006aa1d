import { accessoryRoutes } from './accessories';
import { announcementRoutes } from './announcements';
import { authRoutes } from './auth';
import { catalogRoutes } from './catalog';
import { chatRoutes } from './chat';
import { docRoutes } from './docs';
import { fileRoutes } from './files';
import { noticeRoutes } from './notices';
import { orderRoutes } from './orders';
import { receiptRoutes } from './receipts';
import { releaseRoutes } from './releases';
import { repairUserRoutes } from './repair-users';
import { settlementRoutes } from './settlement';
import { stepRoutes } from './steps';
import { trackingRoutes } from './tracking';
import { userRoutes } from './users';

/**
 * Every HTTP endpoint of the server, by name: the one place a method, URL, schema and right are written.
 * Each entry holds its method, URL, right and summary; its schemas are in `routeSchemas` under the same
 * name (`routeEntry` joins the two), and travel with the entry's type only, so that `call(routes.x, …)`
 * is typed from them while the front ends' bundles carry none.
 */
export const routes = {
  ...authRoutes,
  ...userRoutes,
  ...noticeRoutes,
  ...repairUserRoutes,
  ...releaseRoutes,
  ...announcementRoutes,
  ...chatRoutes,
  ...catalogRoutes,
  ...accessoryRoutes,
  ...orderRoutes,
  ...settlementRoutes,
  ...fileRoutes,
  ...stepRoutes,
  ...trackingRoutes,
  ...receiptRoutes,
  ...docRoutes,
};

export type RouteName = keyof typeof routes;
