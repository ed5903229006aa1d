import { api, request } from '@portal/shared';

/** `POST /api/sys/user/invalid {id}`: the user can no longer sign in (nobody can invalidate themselves). */
export function invalidateSystemUser(id: number): Promise<null> {
  return request<null>(api, { method: 'POST', url: '/sys/user/invalid', data: { id } });
}
