import { Announcement, AnnouncementBody, AnnouncementPageQuery } from '../announcements';
import { Page } from '../envelope';
import { IdParams } from '../integers';
import type { RouteSchemas } from './route';

/** The schemas of announcementRoutes (the server's side of the table), keyed as its routes. */
export const announcementSchemas = {
  announcementPage: { querystring: AnnouncementPageQuery, response: Page(Announcement) },
  announcement: { params: IdParams, response: Announcement },
  announcementCreate: { body: AnnouncementBody, response: Announcement },
  announcementUpdate: { params: IdParams, body: AnnouncementBody, response: Announcement },
  announcementWithdraw: { params: IdParams, response: Announcement },
} satisfies Record<string, RouteSchemas>;
