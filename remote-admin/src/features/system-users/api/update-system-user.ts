import { api, request } from '@portal/shared';
import type { SystemUserInput } from './types';

/** `PUT /api/sys/user/{id}`; setting status `left` also ends the user's sessions. */
export function updateSystemUser(id: number, input: SystemUserInput): Promise<null> {
  return request<null>(api, { method: 'PUT', url: `/sys/user/${id}`, data: input });
}
