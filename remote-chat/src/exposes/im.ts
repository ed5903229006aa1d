// `remote_chat/im`: the page's one IM connection (connect, status, on, send, markRead).
import '../locales';
import { connectIm as connect, startNotifications } from '../features/im';

export * from '../features/im';

/** What the host calls once after sign-in: the connection plus its notifications. */
export function start(): Promise<void> {
  startNotifications();
  return connect();
}
