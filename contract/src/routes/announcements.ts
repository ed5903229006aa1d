import { Announcement, AnnouncementBody, AnnouncementPageQuery } from '../announcements';
import { Page } from '../envelope';
import { IdParams } from '../integers';
import { route } from './route';

/** Announcements: everyone reads them, managers write and withdraw them. */
export const announcementRoutes = {
  announcementPage: route({
    method: 'GET',
    url: '/api/sys/announce/page',
    access: 'user',
    querystring: AnnouncementPageQuery,
    response: Page(Announcement),
  }),
  announcement: route({
    method: 'GET',
    url: '/api/sys/announce/:id',
    access: 'user',
    params: IdParams,
    response: Announcement,
  }),
  announcementCreate: route({
    method: 'POST',
    url: '/api/sys/announce',
    access: 'manager',
    body: AnnouncementBody,
    response: Announcement,
  }),
  announcementUpdate: route({
    method: 'PUT',
    url: '/api/sys/announce/:id',
    access: 'manager',
    params: IdParams,
    body: AnnouncementBody,
    response: Announcement,
  }),
  announcementWithdraw: route({
    method: 'PUT',
    url: '/api/sys/announce/:id/withdraw',
    access: 'manager',
    params: IdParams,
    response: Announcement,
  }),
};
