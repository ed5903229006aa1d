import { api, request } from '@portal/shared';
import type { TrackTemplate } from './types';

/** `GET /api/sys/track/record/visit/template`. */
export function getVisitTemplates(): Promise<TrackTemplate[]> {
  return request<TrackTemplate[]>(api, { method: 'GET', url: '/sys/track/record/visit/template' });
}
