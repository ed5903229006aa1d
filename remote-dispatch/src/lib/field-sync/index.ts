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
export { lackReceiptAct, receiptFileAct } from './receipt-acts';
export { useWithQueuedSteps, withQueuedSteps } from './queued-steps';
