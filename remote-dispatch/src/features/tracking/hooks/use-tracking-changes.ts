import { useMutation } from '@tanstack/react-query';
import { call } from '@portal/shared';
import { routes } from '@portal/shared/contract';
import { useDispatchMutation } from '../../../lib/use-dispatch-mutation';
import type { TrackingInput, TrackingRecord } from '../api/types';

/** Adds a tracking record, or saves `record` when given; `onSaved` runs before everything refetches. */
export function useSaveTracking(record: TrackingRecord | null | undefined, onSaved: () => void) {
  return useDispatchMutation(
    (body: TrackingInput) =>
      record
        ? call(routes.trackingUpdate, { body: { ...body, id: record.id } })
        : call(routes.trackingAdd, { body }),
    record ? 'common:common.modified' : 'common:common.added',
    { onSaved },
  );
}

/** The order's last completion record, fetched on demand (null when there is none). */
export function useLastCompletion(serviceId: number, onFound: (last: TrackingRecord | null) => void) {
  return useMutation({
    mutationFn: () => call(routes.trackingLastCompletion, { query: { serviceId } }),
    onSuccess: onFound,
  });
}
