export { discardAct, fieldStore, queueAct, retryAct, startFieldSync, syncNow } from './field-sync';
export { useFieldSyncStore } from './sync-store';
export { sendCall } from './send-call';
export { lackReceiptAct, receiptDeleteAct, receiptFileAct, trackingRecordAct } from './receipt-acts';
export { useWithQueuedSteps, withQueuedSteps } from './queued-steps';
