import { api, request, type Project } from '@portal/shared';

/** `GET /api/sys/project/list`: the valid projects of the user's company. */
export function getProjects(): Promise<Project[]> {
  return request<Project[]>(api, { method: 'GET', url: '/sys/project/list' });
}
