import { api, request } from '@portal/shared';

export interface ServiceContent {
  id: number;
  projectId: number;
  projectName: string;
  name: string;
}

/** `GET /api/sys/service/content/v2/base/list?projectId`: the project's service contents. */
export function getServiceContents(projectId: number): Promise<ServiceContent[]> {
  return request<ServiceContent[]>(api, {
    method: 'GET',
    url: '/sys/service/content/v2/base/list',
    params: { projectId },
  });
}
