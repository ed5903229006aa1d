import type { AnnouncementPageQuery } from '@portal/shared/contract';

export type AnnouncementPageParams = AnnouncementPageQuery;

// The query cache is shared with the host and the other remotes, so keys carry the remote's name.
export const announcementKeys = {
  all: ['remote-orders', 'announcements'] as const,
  page: (params: AnnouncementPageParams) => [...announcementKeys.all, 'page', params] as const,
  detail: (id: number) => [...announcementKeys.all, 'detail', id] as const,
};
