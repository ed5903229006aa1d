import { useQuery } from '@tanstack/react-query';
import { call, lastShownPageQuery } from '@portal/shared';
import { routes } from '@portal/shared/contract';
import { systemUserKeys, type SystemUserPageParams } from './system-user-keys';

// A new query string opens the page afresh (see useListSearch): the rows last shown stay until the new ones arrive.
const pageQuery = lastShownPageQuery(({ current, size, keyword, authority, status }: SystemUserPageParams) =>
  call(routes.systemUserPage, {
    query: { current, size, keyword: keyword?.trim() || undefined, authority, status },
  }),
);

export function useSystemUserPage(params: SystemUserPageParams) {
  return useQuery({ queryKey: systemUserKeys.page(params), ...pageQuery(params) });
}
