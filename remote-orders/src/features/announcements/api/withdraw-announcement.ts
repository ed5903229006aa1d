import { api, request } from '@portal/shared';

/** `PUT /api/sys/announce/{id}/withdraw` (managers). */
export function withdrawAnnouncement(id: number): Promise<unknown> {
  return request<unknown>(api, { method: 'PUT', url: `/sys/announce/${id}/withdraw` });
}
