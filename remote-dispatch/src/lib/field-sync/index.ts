export {
  discardAct,
  fieldStore,
  queueAct,
  retryAct,
  startFieldSync,
  syncNow,
  useFieldSyncStore,
} from './field-sync';
export { sendCall } from './send-call';
