import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateSystemUser } from '../api/invalidate-system-user';
import { systemUserKeys } from './system-user-keys';

export function useInvalidateSystemUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => invalidateSystemUser(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: systemUserKeys.all }),
  });
}
