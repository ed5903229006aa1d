import { api, request, type Announcement, type AnnouncementBody } from '@portal/shared';

export type UpdateAnnouncementInput = AnnouncementBody & { id: number };

/** `PUT /api/sys/announce/{id}` (managers). */
export function updateAnnouncement({ id, title, content }: UpdateAnnouncementInput): Promise<Announcement> {
  return request<Announcement>(api, { method: 'PUT', url: `/sys/announce/${id}`, data: { title, content } });
}
