import { api, request } from '@portal/shared';

export interface ServiceContent {
  id: number;
  projectId: number;
  projectName: string;
  name: string;
  description: string | null;
}

/** `GET /api/sys/service/content/v2/base/list?projectId`: what can be ordered under a project. */
export function getServiceContents(projectId: number): Promise<ServiceContent[]> {
  return request<ServiceContent[]>(api, {
    method: 'GET',
    url: '/sys/service/content/v2/base/list',
    params: { projectId },
  });
}
