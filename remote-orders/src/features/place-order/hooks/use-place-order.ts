import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type CreateOrderBody } from '@portal/shared';
import { routes } from '@portal/shared/contract';
import { invalidateOrderData } from '../../../lib/query-keys';

const keys = {
  all: ['remote-orders', 'place-order'] as const,
  projects: () => [...keys.all, 'projects'] as const,
  contents: (projectId: number) => [...keys.all, 'contents', projectId] as const,
  guidelines: (projectId: number, keyword: string) =>
    [...keys.all, 'guidelines', projectId, keyword] as const,
  documents: (projectId: number, serviceContentId?: number) =>
    [...keys.all, 'documents', projectId, serviceContentId ?? null] as const,
};

export function useProjects() {
  // The valid projects of the user's company.
  return useQuery({ queryKey: keys.projects(), queryFn: () => call(routes.projectList, {}) });
}

export function useServiceContents(projectId: number | undefined) {
  return useQuery({
    queryKey: keys.contents(projectId ?? 0),
    // What can be ordered under the project.
    queryFn: () => call(routes.serviceContents, { query: { projectId: projectId as number } }),
    enabled: projectId !== undefined,
  });
}

export function useProjectGuidelines(projectId: number | undefined, keyword: string) {
  return useQuery({
    queryKey: keys.guidelines(projectId ?? 0, keyword.trim()),
    queryFn: () =>
      call(routes.projectGuidelines, {
        query: { projectId: projectId as number, keyword: keyword.trim() || undefined },
      }),
    enabled: projectId !== undefined,
    placeholderData: keepPreviousData,
  });
}

export function useProjectDocuments(projectId: number | undefined, serviceContentId: number | undefined) {
  return useQuery({
    queryKey: keys.documents(projectId ?? 0, serviceContentId),
    // By service content (its own documents and the project-wide ones) once one is chosen, else the project's.
    queryFn: () =>
      call(routes.projectDocuments, {
        query: serviceContentId ? { serviceContentId } : { projectId: projectId as number },
      }),
    enabled: projectId !== undefined,
  });
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    // The same idempotency key always yields the same order, so a retry after a lost response cannot place it twice.
    mutationFn: ({ body, key }: { body: CreateOrderBody; key: string }) =>
      call(routes.orderCreate, { body }, { headers: { 'Idempotency-Key': key } }),
    onSuccess: () => invalidateOrderData(queryClient),
  });
}
