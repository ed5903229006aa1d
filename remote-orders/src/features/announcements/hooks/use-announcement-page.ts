import { useQuery } from '@tanstack/react-query';
import { lastShownPageQuery } from '@portal/shared';
import { getAnnouncementPage, type AnnouncementPageParams } from '../api/get-announcement-page';
import { announcementKeys } from './announcement-keys';

// A new query string opens the page afresh (see useListSearch): the rows last shown stay until the new ones arrive.
const pageQuery = lastShownPageQuery(getAnnouncementPage);

export function useAnnouncementPage(params: AnnouncementPageParams) {
  return useQuery({ queryKey: announcementKeys.page(params), ...pageQuery(params) });
}
