import { api, request } from '@portal/shared';
import type { NewSystemUserInput } from './types';

/** `POST /api/sys/user`: adds a system user with an initial password. */
export function createSystemUser(input: NewSystemUserInput): Promise<{ id: number }> {
  return request<{ id: number }>(api, { method: 'POST', url: '/sys/user', data: input });
}
