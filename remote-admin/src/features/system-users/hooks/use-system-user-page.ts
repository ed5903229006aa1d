import { useQuery } from '@tanstack/react-query';
import { lastShownPlaceholder, type Page, type SystemUserRow } from '@portal/shared';
import { getSystemUserPage, type SystemUserPageParams } from '../api/get-system-user-page';
import { systemUserKeys } from './system-user-keys';

// A new query string opens the page afresh (see useListSearch): the rows last shown stay until the new ones arrive.
const lastShown = lastShownPlaceholder<Page<SystemUserRow>>();

export function useSystemUserPage(params: SystemUserPageParams) {
  return useQuery({
    queryKey: systemUserKeys.page(params),
    queryFn: () => getSystemUserPage(params).then(lastShown.remember),
    placeholderData: lastShown.placeholder,
  });
}
