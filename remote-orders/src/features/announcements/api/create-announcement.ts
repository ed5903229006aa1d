import { api, request, type Announcement } from '@portal/shared';

export interface AnnouncementInput {
  title: string;
  content: string;
}

/** `POST /api/sys/announce` (managers). */
export function createAnnouncement(input: AnnouncementInput): Promise<Announcement> {
  return request<Announcement>(api, { method: 'POST', url: '/sys/announce', data: input });
}
