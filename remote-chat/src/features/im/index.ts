export { useImStore, type ImState, type ImStatus } from './stores/im-store';
export {
  connectIm,
  disconnectIm,
  onIm,
  sendIm,
  queuedIm,
  reconnectIm,
  markImRead,
  myIm,
  noteSeen,
  lastSeenRecordId,
  refreshUnread,
  registerChannels,
  imConnectionCount,
  type ImEvents,
} from './lib/im-connection';
export { startNotifications } from './lib/notifications';
export { useImStatus } from './hooks/use-im-status';
