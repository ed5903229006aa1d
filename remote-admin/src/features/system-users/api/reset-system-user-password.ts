import { api, request } from '@portal/shared';

/**
 * `PUT /api/sys/user/{id}/password {password}`: a manager sets a new password. The server ends the
 * user's sessions, closes their open reset requests and sends them a notice.
 */
export function resetSystemUserPassword(id: number, password: string): Promise<null> {
  return request<null>(api, { method: 'PUT', url: `/sys/user/${id}/password`, data: { password } });
}
