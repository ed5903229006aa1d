import { api, request } from '@portal/shared';
import type { TrackTemplate } from './types';

/** `GET /api/sys/track/record/content/list`. */
export function getContentTemplates(): Promise<TrackTemplate[]> {
  return request<TrackTemplate[]>(api, { method: 'GET', url: '/sys/track/record/content/list' });
}
