export { useImStore, type ImState, type ImStatus } from './stores/im-store';
export {
  connectIm,
  disconnectIm,
  imSocketUrl,
  HEARTBEAT_INTERVAL_MS,
  PONG_TIMEOUT_MS,
  MAX_RECONNECT_ATTEMPTS,
  RECONNECT_DELAY_MS,
} from './lib/im-connection';
export { useImStatus } from './hooks/use-im-status';
