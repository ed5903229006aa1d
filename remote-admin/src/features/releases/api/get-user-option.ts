import { api, request, type SystemUserRow } from '@portal/shared';
import type { UserOption } from './types';

/** `GET /api/sys/user/{id}`: names a listed user. Silent: an unknown id is shown as its number. */
export async function getUserOption(id: number): Promise<UserOption> {
  const user = await request<SystemUserRow>(api, { method: 'GET', url: `/sys/user/${id}`, silent: true });
  return { id: user.id, name: user.name, username: user.username };
}
