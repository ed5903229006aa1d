import { api, request } from '@portal/shared';
import type { ServiceContent } from '@portal/shared/contract';

export type { ServiceContent };

/** `GET /api/sys/service/content/v2/base/list?projectId`: the project's service contents. */
export function getServiceContents(projectId: number): Promise<ServiceContent[]> {
  return request<ServiceContent[]>(api, {
    method: 'GET',
    url: '/sys/service/content/v2/base/list',
    params: { projectId },
  });
}
