import { api, request, type Announcement, type Page } from '@portal/shared';
import type { AnnouncementPageQuery } from '@portal/shared/contract';

export type AnnouncementPageParams = AnnouncementPageQuery;

/** `GET /api/sys/announce/page`: managers also get withdrawn announcements. */
export function getAnnouncementPage({
  current,
  size,
  keyword,
}: AnnouncementPageParams): Promise<Page<Announcement>> {
  return request<Page<Announcement>>(api, {
    method: 'GET',
    url: '/sys/announce/page',
    params: { current, size, keyword: keyword?.trim() || undefined },
  });
}
