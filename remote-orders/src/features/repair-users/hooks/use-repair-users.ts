import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRepairUserPage, type RepairUserPageParams } from '../api/get-repair-user-page';
import { getRepairUserList } from '../api/get-repair-user-list';
import { getRepairUser } from '../api/get-repair-user';
import { createRepairUser } from '../api/create-repair-user';
import { updateRepairUser } from '../api/update-repair-user';
import { invalidateRepairUser } from '../api/invalidate-repair-user';
import { lastShownPageQuery, type RepairUserBody } from '@portal/shared';
import { repairUserKeys } from './repair-user-keys';

// A new query string opens the page afresh (see useListSearch): the rows last shown stay until the new ones arrive.
const pageQuery = lastShownPageQuery(getRepairUserPage);

export function useRepairUserPage(params: RepairUserPageParams) {
  return useQuery({ queryKey: repairUserKeys.page(params), ...pageQuery(params) });
}

export function useRepairUserOptions() {
  return useQuery({ queryKey: repairUserKeys.options(), queryFn: getRepairUserList });
}

export function useRepairUser(id: number | null) {
  return useQuery({
    queryKey: repairUserKeys.detail(id ?? 0),
    queryFn: () => getRepairUser(id as number),
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
      id === undefined ? createRepairUser(input) : updateRepairUser(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: repairUserKeys.all }),
  });
}

export function useInvalidateRepairUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => invalidateRepairUser(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: repairUserKeys.all }),
  });
}
