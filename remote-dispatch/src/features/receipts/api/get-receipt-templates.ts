import { api, request } from '@portal/shared';
import type { TemplateWithReceipts } from '@portal/shared/contract';

/** `GET /api/customer/dispatch/receipt/template?serviceId`. */
export function getReceiptTemplates(serviceId: number): Promise<TemplateWithReceipts[]> {
  return request(api, { method: 'GET', url: '/customer/dispatch/receipt/template', params: { serviceId } });
}
