import { api, request } from '@portal/shared';
import type { TrackTemplate } from './types';

/** `GET /api/sys/track/record/completion/template`. */
export function getCompletionTemplates(): Promise<TrackTemplate[]> {
  return request<TrackTemplate[]>(api, { method: 'GET', url: '/sys/track/record/completion/template' });
}
