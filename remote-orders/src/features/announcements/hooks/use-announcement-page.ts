import { useQuery } from '@tanstack/react-query';
import { lastShownPlaceholder, type Announcement, type Page } from '@portal/shared';
import { getAnnouncementPage, type AnnouncementPageParams } from '../api/get-announcement-page';
import { announcementKeys } from './announcement-keys';

// A new query string opens the page afresh (see useListSearch): the rows last shown stay until the new ones arrive.
const lastShown = lastShownPlaceholder<Page<Announcement>>();

export function useAnnouncementPage(params: AnnouncementPageParams) {
  return useQuery({
    queryKey: announcementKeys.page(params),
    queryFn: () => getAnnouncementPage(params).then(lastShown.remember),
    placeholderData: lastShown.placeholder,
  });
}
