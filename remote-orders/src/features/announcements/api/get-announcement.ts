import { api, request, type Announcement } from '@portal/shared';

/** `GET /api/sys/announce/{id}`. Silent: the details page shows its own "not found" result. */
export function getAnnouncement(id: number): Promise<Announcement> {
  return request<Announcement>(api, { method: 'GET', url: `/sys/announce/${id}`, silent: true });
}
