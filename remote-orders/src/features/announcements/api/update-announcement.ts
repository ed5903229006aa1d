import { api, request, type Announcement } from '@portal/shared';
import type { AnnouncementInput } from './create-announcement';

export type UpdateAnnouncementInput = AnnouncementInput & { id: number };

/** `PUT /api/sys/announce/{id}` (managers). */
export function updateAnnouncement({ id, title, content }: UpdateAnnouncementInput): Promise<Announcement> {
  return request<Announcement>(api, { method: 'PUT', url: `/sys/announce/${id}`, data: { title, content } });
}
