import { api, request, type Page } from '@portal/shared';
import type { PageQuery } from '@portal/shared/contract';
import type { TrackingRecord } from './types';

export type TrackingPageParams = PageQuery & { serviceId: number };

/** `GET /api/customer/dispatch/track/record/page?serviceId&current&size`. */
export function getTrackingPage(params: TrackingPageParams): Promise<Page<TrackingRecord>> {
  return request(api, { method: 'GET', url: '/customer/dispatch/track/record/page', params });
}
