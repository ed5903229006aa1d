import { useQuery } from '@tanstack/react-query';
import { lastShownPageQuery } from '@portal/shared';
import { getSystemUserPage, type SystemUserPageParams } from '../api/get-system-user-page';
import { systemUserKeys } from './system-user-keys';

// A new query string opens the page afresh (see useListSearch): the rows last shown stay until the new ones arrive.
const pageQuery = lastShownPageQuery(getSystemUserPage);

export function useSystemUserPage(params: SystemUserPageParams) {
  return useQuery({ queryKey: systemUserKeys.page(params), ...pageQuery(params) });
}
