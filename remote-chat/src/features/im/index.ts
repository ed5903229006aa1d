export { useImStore, type ImState, type ImStatus } from './stores/im-store';
export {
  connectIm,
  disconnectIm,
  onIm,
  sendIm,
  markImRead,
  myIm,
  noteSeen,
  lastSeenRecordId,
  refreshUnread,
  registerChannels,
  imConnectionCount,
  type ImEvents,
} from './lib/im-connection';
export { MAX_RECONNECT_ATTEMPTS, RECONNECT_DELAY_MS } from './lib/engines/im-engine';
export { previewOf, startNotifications, NOTIFY_THROTTLE_MS } from './lib/notifications';
export { useImStatus } from './hooks/use-im-status';
