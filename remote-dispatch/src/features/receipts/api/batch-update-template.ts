import { api, request } from '@portal/shared';

/** `POST /api/dispatch/service/batchUpdate/dispatchReceiptTemplateId`: moves receipts to another template. */
export function batchUpdateTemplate(body: {
  ids: number[];
  templateId: number;
}): Promise<{ updated: number }> {
  return request(api, {
    method: 'POST',
    url: '/dispatch/service/batchUpdate/dispatchReceiptTemplateId',
    data: body,
  });
}
