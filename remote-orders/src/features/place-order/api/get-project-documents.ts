import { api, request, type ProjectDocument } from '@portal/shared';

/**
 * `GET /api/sys/project/document/list`: by service content (its own documents and the project-wide
 * ones) once one is chosen, else the project's.
 */
export function getProjectDocuments(params: {
  projectId: number;
  serviceContentId?: number;
}): Promise<ProjectDocument[]> {
  return request<ProjectDocument[]>(api, {
    method: 'GET',
    url: '/sys/project/document/list',
    params: params.serviceContentId
      ? { serviceContentId: params.serviceContentId }
      : { projectId: params.projectId },
  });
}
