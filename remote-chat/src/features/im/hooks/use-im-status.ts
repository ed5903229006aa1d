import { useImStore } from '../stores/im-store';

/** The IM connection status and unread total, for components. */
export function useImStatus() {
  const status = useImStore((s) => s.status);
  const unreadTotal = useImStore((s) => s.unreadTotal);
  return { status, online: status === 'online', unreadTotal };
}
