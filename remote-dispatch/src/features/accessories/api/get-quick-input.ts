import { api, request } from '@portal/shared';
import type { QuickPart } from '@portal/shared/contract';

/** `GET /api/dispatch/accessory/quick/input`: recent part names with the model last used. */
export function getQuickInput(): Promise<QuickPart[]> {
  return request<QuickPart[]>(api, { method: 'GET', url: '/dispatch/accessory/quick/input' });
}
