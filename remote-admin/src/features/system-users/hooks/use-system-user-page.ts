import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSystemUserPage, type SystemUserPageParams } from '../api/get-system-user-page';

export function useSystemUserPage(params: SystemUserPageParams) {
  return useQuery({
    queryKey: ['remote-admin', 'system-users', 'page', params],
    queryFn: () => getSystemUserPage(params),
    placeholderData: keepPreviousData,
  });
}
