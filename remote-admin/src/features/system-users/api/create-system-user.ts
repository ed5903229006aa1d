import type { CreatedSystemUser } from '@portal/shared/contract';
import { api, request, type NewSystemUserBody } from '@portal/shared';

/** `POST /api/sys/user`: adds a system user with an initial password. */
export function createSystemUser(input: NewSystemUserBody): Promise<CreatedSystemUser> {
  return request<CreatedSystemUser>(api, { method: 'POST', url: '/sys/user', data: input });
}
