import { api, request } from '@portal/shared';
import type { TrackingInput, TrackingRecord } from './types';

/** `POST /api/customer/dispatch/track/record`. */
export function addTrackingRecord(body: TrackingInput): Promise<TrackingRecord> {
  return request<TrackingRecord>(api, { method: 'POST', url: '/customer/dispatch/track/record', data: body });
}
