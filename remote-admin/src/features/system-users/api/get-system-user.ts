import { api, request, type SystemUserRow } from '@portal/shared';

/** `GET /api/sys/user/{id}` (managers). Silent: the edit page shows its own "not found". */
export function getSystemUser(id: number): Promise<SystemUserRow> {
  return request<SystemUserRow>(api, { method: 'GET', url: `/sys/user/${id}`, silent: true });
}
