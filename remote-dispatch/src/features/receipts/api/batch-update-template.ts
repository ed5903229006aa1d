import type { BatchTemplateAnswer, BatchTemplateBody } from '@portal/shared/contract';
import { api, request } from '@portal/shared';

/** `POST /api/dispatch/service/batchUpdate/dispatchReceiptTemplateId`: moves receipts to another template. */
export function batchUpdateTemplate(body: BatchTemplateBody): Promise<BatchTemplateAnswer> {
  return request<BatchTemplateAnswer>(api, {
    method: 'POST',
    url: '/dispatch/service/batchUpdate/dispatchReceiptTemplateId',
    data: body,
  });
}
