import { api, request, type Announcement, type AnnouncementBody } from '@portal/shared';

/** `POST /api/sys/announce` (managers). */
export function createAnnouncement(input: AnnouncementBody): Promise<Announcement> {
  return request<Announcement>(api, { method: 'POST', url: '/sys/announce', data: input });
}
