import { api, request, type Page } from '@portal/shared';
import type { TrackingRecord } from './types';

/** `GET /api/customer/dispatch/track/record/page?serviceId&current&size`. */
export function getTrackingPage(params: {
  serviceId: number;
  current: number;
  size: number;
}): Promise<Page<TrackingRecord>> {
  return request<Page<TrackingRecord>>(api, {
    method: 'GET',
    url: '/customer/dispatch/track/record/page',
    params,
  });
}
