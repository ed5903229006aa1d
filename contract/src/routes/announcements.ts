import type { announcementSchemas } from './announcements.schemas';
import { linkRoutes } from './route';

/** Announcements: everyone reads them, managers write and withdraw them. */
export const announcementRoutes = linkRoutes<typeof announcementSchemas>()({
  announcementPage: { method: 'GET', url: '/api/sys/announce/page', access: 'user' },
  announcement: { method: 'GET', url: '/api/sys/announce/:id', access: 'user' },
  announcementCreate: { method: 'POST', url: '/api/sys/announce', access: 'manager' },
  announcementUpdate: { method: 'PUT', url: '/api/sys/announce/:id', access: 'manager' },
  announcementWithdraw: { method: 'PUT', url: '/api/sys/announce/:id/withdraw', access: 'manager' },
});
