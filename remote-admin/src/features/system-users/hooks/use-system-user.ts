import { useQuery } from '@tanstack/react-query';
import { call } from '@portal/shared';
import { routes } from '@portal/shared/contract';
import { systemUserKeys } from './system-user-keys';

export function useSystemUser(id: number | null) {
  return useQuery({
    queryKey: systemUserKeys.detail(id ?? 0),
    // Silent: the edit page shows its own "not found".
    queryFn: () => call(routes.systemUser, { params: { id: id as number } }, { silent: true }),
    enabled: id !== null,
    // The edit form must start from what is saved now, not from a cached copy.
    staleTime: 0,
  });
}
