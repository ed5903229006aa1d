import { api, request, type SystemUserBody } from '@portal/shared';

/** `PUT /api/sys/user/{id}`; setting status `left` also ends the user's sessions. */
export function updateSystemUser(id: number, input: SystemUserBody): Promise<null> {
  return request<null>(api, { method: 'PUT', url: `/sys/user/${id}`, data: input });
}
