import type { ProjectGuideline } from '@portal/contract/projects';
import { api, request } from './client';

/** `GET /api/sys/project/guidelines/getProjectGuidelinesListByProjectId?projectId&keyword`. */
export function getProjectGuidelines(projectId: number, keyword?: string): Promise<ProjectGuideline[]> {
  return request<ProjectGuideline[]>(api, {
    method: 'GET',
    url: '/sys/project/guidelines/getProjectGuidelinesListByProjectId',
    params: { projectId, keyword: keyword?.trim() || undefined },
  });
}
