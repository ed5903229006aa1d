import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getAnnouncementPage, type AnnouncementPageParams } from '../api/get-announcement-page';
import { announcementKeys } from './announcement-keys';

export function useAnnouncementPage(params: AnnouncementPageParams) {
  return useQuery({
    queryKey: announcementKeys.page(params),
    queryFn: () => getAnnouncementPage(params),
    placeholderData: keepPreviousData,
  });
}
