import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSystemUserPage, type SystemUserPageParams } from '../api/get-system-user-page';
import { systemUserKeys } from './system-user-keys';

export function useSystemUserPage(params: SystemUserPageParams) {
  return useQuery({
    queryKey: systemUserKeys.page(params),
    queryFn: () => getSystemUserPage(params),
    placeholderData: keepPreviousData,
  });
}
