import { api, request } from '@portal/shared';
import type { QuickPart } from './types';

/** `GET /api/dispatch/accessory/quick/input`: recent part names with the model last used. */
export function getQuickInput(): Promise<QuickPart[]> {
  return request<QuickPart[]>(api, { method: 'GET', url: '/dispatch/accessory/quick/input' });
}
