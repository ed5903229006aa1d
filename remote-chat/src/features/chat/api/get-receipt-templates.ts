import { api, request } from '@portal/shared';
import type { ReceiptTemplate } from '@portal/shared/contract';

export type { ReceiptTemplate };

/** `GET /api/dispatch/service/get/receipt/template/{serviceId}`: the order's acceptance templates. */
export function getReceiptTemplates(serviceId: number): Promise<ReceiptTemplate[]> {
  return request<ReceiptTemplate[]>(api, {
    method: 'GET',
    url: `/dispatch/service/get/receipt/template/${serviceId}`,
  });
}
