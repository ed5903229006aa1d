import { api, request } from '@portal/shared';

export interface ImUnreadTotal {
  total: number;
  /** Orders this total among pushed ones (see ChatUnread). */
  version: number;
}

/** `GET /api/sys/im/unread/total`. Silent: a background refresh must not pop error toasts. */
export function getImUnreadTotal(): Promise<ImUnreadTotal> {
  return request<ImUnreadTotal>(api, { method: 'GET', url: '/sys/im/unread/total', silent: true });
}
