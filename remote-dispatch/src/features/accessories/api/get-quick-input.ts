import { api, request } from '@portal/shared';
import type { QuickPart } from './types';

/** `GET /api/dispatch/accessory/quick/input?keyword`: recent part names with the model last used. */
export function getQuickInput(keyword?: string): Promise<QuickPart[]> {
  return request<QuickPart[]>(api, {
    method: 'GET',
    url: '/dispatch/accessory/quick/input',
    params: keyword ? { keyword } : {},
  });
}
