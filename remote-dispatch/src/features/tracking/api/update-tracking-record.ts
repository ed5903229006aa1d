import { api, request } from '@portal/shared';
import type { TrackingInput, TrackingRecord } from './types';

/** `PUT /api/customer/dispatch/track/record`. */
export function updateTrackingRecord(body: TrackingInput & { id: number }): Promise<TrackingRecord> {
  return request<TrackingRecord>(api, { method: 'PUT', url: '/customer/dispatch/track/record', data: body });
}
