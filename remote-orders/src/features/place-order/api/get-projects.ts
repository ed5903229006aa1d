import { api, request } from '@portal/shared';

export interface Project {
  id: number;
  name: string;
  code: string | null;
  customerId: number;
  customerName: string;
  isValid: boolean;
}

/** `GET /api/sys/project/list`: the valid projects of the user's company. */
export function getProjects(): Promise<Project[]> {
  return request<Project[]>(api, { method: 'GET', url: '/sys/project/list' });
}
