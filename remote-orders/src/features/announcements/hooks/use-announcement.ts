import { useQuery } from '@tanstack/react-query';
import { call } from '@portal/shared';
import { routes } from '@portal/shared/contract';
import { announcementKeys } from './announcement-keys';

export function useAnnouncement(id: number | null) {
  return useQuery({
    queryKey: announcementKeys.detail(id ?? 0),
    // Silent: the details page shows its own "not found" result.
    queryFn: () => call(routes.announcement, { params: { id: id as number } }, { silent: true }),
    enabled: id !== null,
  });
}
