import { api, request } from '@portal/shared';
import type { OnTheJobUser } from '@portal/shared/contract';

export type Receiver = OnTheJobUser;

/** `GET /api/customer/dispatch/onTheJobs/users`: who can receive parts. */
export function getReceivers(): Promise<Receiver[]> {
  return request<Receiver[]>(api, { method: 'GET', url: '/customer/dispatch/onTheJobs/users' });
}
