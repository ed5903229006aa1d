import type { NoticePageParams } from '@portal/shared';

// The query cache is shared with the host and the other remotes, so keys carry the remote's name.
export const noticeKeys = {
  all: ['remote-admin', 'notices'] as const,
  page: (params: NoticePageParams) => [...noticeKeys.all, 'page', params] as const,
  detail: (id: number) => [...noticeKeys.all, 'detail', id] as const,
};
