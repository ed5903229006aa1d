import { api, request, type NewSystemUserBody } from '@portal/shared';

/** `POST /api/sys/user`: adds a system user with an initial password. */
export function createSystemUser(input: NewSystemUserBody): Promise<{ id: number }> {
  return request<{ id: number }>(api, { method: 'POST', url: '/sys/user', data: input });
}
