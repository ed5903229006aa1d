import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@portal/shared';
import { routes } from '@portal/shared/contract';
import { systemUserKeys } from './system-user-keys';

export function useInvalidateSystemUser() {
  const queryClient = useQueryClient();
  return useMutation({
    // The user can no longer sign in (nobody can invalidate themselves).
    mutationFn: (id: number) => call(routes.systemUserInvalidate, { body: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: systemUserKeys.all }),
  });
}
