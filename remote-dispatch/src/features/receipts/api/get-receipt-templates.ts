import { api, request, type CallOptions } from '@portal/shared';
import type { TemplateWithReceipts } from '@portal/shared/contract';

/** `GET /api/customer/dispatch/receipt/template?serviceId`. */
export function getReceiptTemplates(
  serviceId: number,
  options: CallOptions = {},
): Promise<TemplateWithReceipts[]> {
  return request(api, {
    method: 'GET',
    url: '/customer/dispatch/receipt/template',
    params: { serviceId },
    ...options,
  });
}
