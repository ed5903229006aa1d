import { api, request } from '@portal/shared';
import type { ChatUnread } from '@portal/shared/contract';

/** `GET /api/sys/im/unread/total`. Silent: a background refresh must not pop error toasts. */
export function getImUnreadTotal(): Promise<ChatUnread> {
  return request<ChatUnread>(api, { method: 'GET', url: '/sys/im/unread/total', silent: true });
}
