import { api, request } from '@portal/shared';
import type { TrackingRecord } from './types';

/** `GET /api/sys/track/record/last/completion?serviceId`: the order's latest completion record, or null. */
export function getLastCompletion(serviceId: number): Promise<TrackingRecord | null> {
  return request(api, { method: 'GET', url: '/sys/track/record/last/completion', params: { serviceId } });
}
