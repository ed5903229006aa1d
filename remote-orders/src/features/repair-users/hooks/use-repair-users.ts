import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, lastShownPageQuery, type RepairUserBody } from '@portal/shared';
import { routes } from '@portal/shared/contract';
import { repairUserKeys, type RepairUserPageParams } from './repair-user-keys';

// A new query string opens the page afresh (see useListSearch): the rows last shown stay until the new ones arrive.
// The company's repair users, valid ones first.
const pageQuery = lastShownPageQuery(({ current, size, keyword, isValid }: RepairUserPageParams) =>
  call(routes.repairUserPage, { query: { current, size, keyword: keyword?.trim() || undefined, isValid } }),
);

export function useRepairUserPage(params: RepairUserPageParams) {
  return useQuery({ queryKey: repairUserKeys.page(params), ...pageQuery(params) });
}

export function useRepairUserOptions() {
  // Every valid repair user of the company (for choosing one).
  return useQuery({ queryKey: repairUserKeys.options(), queryFn: () => call(routes.repairUserList, {}) });
}

export function useRepairUser(id: number | null) {
  return useQuery({
    queryKey: repairUserKeys.detail(id ?? 0),
    // Silent: the edit page shows its own "not found".
    queryFn: () => call(routes.repairUser, { params: { id: id as number } }, { silent: true }),
    enabled: id !== null,
    // The edit form must start from what is saved now, not from a cached copy.
    staleTime: 0,
  });
}

/** Adds a repair user, or saves an edit when `id` is given; every repair-user list refreshes. */
export function useSaveRepairUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: RepairUserBody }) =>
      id === undefined
        ? call(routes.repairUserCreate, { body: input })
        : call(routes.repairUserUpdate, { params: { id }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: repairUserKeys.all }),
  });
}

export function useInvalidateRepairUser() {
  const queryClient = useQueryClient();
  return useMutation({
    // The repair user can no longer be chosen for new orders.
    mutationFn: (id: number) => call(routes.repairUserInvalidate, { body: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: repairUserKeys.all }),
  });
}
