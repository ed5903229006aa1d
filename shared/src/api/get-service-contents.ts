import type { ServiceContent } from '@portal/contract/projects';
import { api, request } from './client';

/** `GET /api/sys/service/content/v2/base/list?projectId`: what can be ordered under a project. */
export function getServiceContents(projectId: number): Promise<ServiceContent[]> {
  return request<ServiceContent[]>(api, {
    method: 'GET',
    url: '/sys/service/content/v2/base/list',
    params: { projectId },
  });
}
