import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getProjectGuidelines, getServiceContents } from '@portal/shared';
import { invalidateOrderData } from '../../../lib/query-keys';
import { getProjects } from '../api/get-projects';
import { getProjectDocuments } from '../api/get-project-documents';
import { createOrder, type CreateOrderBody } from '../api/create-order';

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
  return useQuery({ queryKey: keys.projects(), queryFn: getProjects });
}

export function useServiceContents(projectId: number | undefined) {
  return useQuery({
    queryKey: keys.contents(projectId ?? 0),
    queryFn: () => getServiceContents(projectId as number),
    enabled: projectId !== undefined,
  });
}

export function useProjectGuidelines(projectId: number | undefined, keyword: string) {
  return useQuery({
    queryKey: keys.guidelines(projectId ?? 0, keyword.trim()),
    queryFn: () => getProjectGuidelines(projectId as number, keyword),
    enabled: projectId !== undefined,
    placeholderData: keepPreviousData,
  });
}

export function useProjectDocuments(projectId: number | undefined, serviceContentId: number | undefined) {
  return useQuery({
    queryKey: keys.documents(projectId ?? 0, serviceContentId),
    queryFn: () => getProjectDocuments({ projectId: projectId as number, serviceContentId }),
    enabled: projectId !== undefined,
  });
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: CreateOrderBody; key: string }) => createOrder(body, key),
    onSuccess: () => invalidateOrderData(queryClient),
  });
}
