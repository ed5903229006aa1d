import { api, request } from '@portal/shared';
import type { ProjectGuideline } from '@portal/shared/contract';

export type { ProjectGuideline };

/** `GET /api/sys/project/guidelines/getProjectGuidelinesListByProjectId` (content contains `keyword`). */
export function getProjectGuidelines(projectId: number, keyword: string): Promise<ProjectGuideline[]> {
  return request<ProjectGuideline[]>(api, {
    method: 'GET',
    url: '/sys/project/guidelines/getProjectGuidelinesListByProjectId',
    params: { projectId, ...(keyword ? { keyword } : {}) },
  });
}
