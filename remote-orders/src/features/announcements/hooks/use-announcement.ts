import { useQuery } from '@tanstack/react-query';
import { getAnnouncement } from '../api/get-announcement';
import { announcementKeys } from './announcement-keys';

export function useAnnouncement(id: number | null) {
  return useQuery({
    queryKey: announcementKeys.detail(id ?? 0),
    queryFn: () => getAnnouncement(id as number),
    enabled: id !== null,
  });
}
