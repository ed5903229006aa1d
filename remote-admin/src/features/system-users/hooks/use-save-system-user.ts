import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createSystemUser } from '../api/create-system-user';
import { updateSystemUser } from '../api/update-system-user';
import type { NewSystemUserBody, SystemUserBody } from '@portal/shared';
import { systemUserKeys } from './system-user-keys';

export type SaveSystemUser =
  { id: number; input: SystemUserBody } | { id?: undefined; input: NewSystemUserBody };

/** Adds a system user, or saves an edit when `id` is given; every system-user list refreshes. */
export function useSaveSystemUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveSystemUser): Promise<unknown> =>
      save.id === undefined ? createSystemUser(save.input) : updateSystemUser(save.id, save.input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: systemUserKeys.all }),
  });
}
