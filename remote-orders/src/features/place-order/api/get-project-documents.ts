import { api, request } from '@portal/shared';

export interface ProjectDocument {
  id: number;
  projectId: number;
  serviceContentId: number | null;
  fileId: number | null;
  filePath: string;
  originName: string;
  ext: string;
}

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
