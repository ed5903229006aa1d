import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type NewSystemUserBody, type SystemUserBody } from '@portal/shared';
import { routes } from '@portal/shared/contract';
import { systemUserKeys } from './system-user-keys';

export type SaveSystemUser =
  { id: number; input: SystemUserBody } | { id?: undefined; input: NewSystemUserBody };

/** Adds a system user, or saves an edit when `id` is given; every system-user list refreshes. */
export function useSaveSystemUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveSystemUser): Promise<unknown> =>
      save.id === undefined
        ? call(routes.systemUserCreate, { body: save.input })
        : // Setting status `left` also ends the user's sessions.
          call(routes.systemUserUpdate, { params: { id: save.id }, body: save.input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: systemUserKeys.all }),
  });
}
