import { useQuery } from '@tanstack/react-query';
import { call, lastShownPageQuery } from '@portal/shared';
import { routes } from '@portal/shared/contract';
import { announcementKeys, type AnnouncementPageParams } from './announcement-keys';

// A new query string opens the page afresh (see useListSearch): the rows last shown stay until the new ones arrive.
// Managers also get withdrawn announcements.
const pageQuery = lastShownPageQuery(({ current, size, keyword }: AnnouncementPageParams) =>
  call(routes.announcementPage, { query: { current, size, keyword: keyword?.trim() || undefined } }),
);

export function useAnnouncementPage(params: AnnouncementPageParams) {
  return useQuery({ queryKey: announcementKeys.page(params), ...pageQuery(params) });
}
