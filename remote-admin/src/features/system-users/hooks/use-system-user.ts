import { useQuery } from '@tanstack/react-query';
import { getSystemUser } from '../api/get-system-user';
import { systemUserKeys } from './system-user-keys';

export function useSystemUser(id: number | null) {
  return useQuery({
    queryKey: systemUserKeys.detail(id ?? 0),
    queryFn: () => getSystemUser(id as number),
    enabled: id !== null,
    // The edit form must start from what is saved now, not from a cached copy.
    staleTime: 0,
  });
}
