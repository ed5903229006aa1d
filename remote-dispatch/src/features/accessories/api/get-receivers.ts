import { api, request } from '@portal/shared';

export interface Receiver {
  id: number;
  name: string;
  phone: string | null;
}

/** `GET /api/customer/dispatch/onTheJobs/users`: who can receive parts. */
export function getReceivers(): Promise<Receiver[]> {
  return request<Receiver[]>(api, { method: 'GET', url: '/customer/dispatch/onTheJobs/users' });
}
