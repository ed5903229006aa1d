import { api, request } from '@portal/shared';
import type { OnTheJobUser } from '@portal/shared/contract';

/** `GET /api/customer/dispatch/onTheJobs/users`: who can receive parts. */
export function getReceivers(): Promise<OnTheJobUser[]> {
  return request<OnTheJobUser[]>(api, { method: 'GET', url: '/customer/dispatch/onTheJobs/users' });
}
