import type { QueuedItem } from '@portal/shared/field';
import { trackingRecordAct } from '../../../lib/field-sync';
import { useQueuedAct, useQueuedItems } from '../../../lib/field-sync/use-queued-act';

/** A tracking record written on the engineer's phone, queued like any other act. */
export function useQueueTrackingRecord(serviceId: number, onSuccess: () => void) {
  return useQueuedAct((content: string) => trackingRecordAct(serviceId, content), {
    sent: 'common:common.added',
    onDone: onSuccess,
  });
}

/** The order's tracking records still on the phone (waiting or refused). */
export function useQueuedTrackingRecords(serviceId: number): QueuedItem[] {
  return useQueuedItems(serviceId, (item) => item.label === 'tracking.recordAct');
}
