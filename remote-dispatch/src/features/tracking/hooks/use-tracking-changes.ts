import { useMutation } from '@tanstack/react-query';
import { useDispatchMutation } from '../../../lib/use-dispatch-mutation';
import { addTrackingRecord } from '../api/add-tracking-record';
import { getLastCompletion } from '../api/get-last-completion';
import type { TrackingInput, TrackingRecord } from '../api/types';
import { updateTrackingRecord } from '../api/update-tracking-record';

/** Adds a tracking record, or saves `record` when given; `onSaved` runs before everything refetches. */
export function useSaveTracking(record: TrackingRecord | null | undefined, onSaved: () => void) {
  return useDispatchMutation(
    (body: TrackingInput) =>
      record ? updateTrackingRecord({ ...body, id: record.id }) : addTrackingRecord(body),
    record ? 'common:common.modified' : 'common:common.added',
    { onSaved },
  );
}

/** The order's last completion record, fetched on demand (null when there is none). */
export function useLastCompletion(serviceId: number, onFound: (last: TrackingRecord | null) => void) {
  return useMutation({ mutationFn: () => getLastCompletion(serviceId), onSuccess: onFound });
}
