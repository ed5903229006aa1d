import { api, request } from '@portal/shared';

export interface TemplateReceipt {
  id: number;
  fileId: number | null;
  url: string;
  name: string;
  origin: string;
  isWatermarked: boolean;
  createTime: string;
}

/** An acceptance template of the order's service content with the receipts filed under it. */
export interface ReceiptTemplate {
  id: number;
  name: string;
  isCustomerVisible: boolean;
  isEngineerVisible: boolean;
  sort: number;
  receipts: TemplateReceipt[];
}

/** `GET /api/customer/dispatch/receipt/template?serviceId`. */
export function getReceiptTemplates(serviceId: number): Promise<ReceiptTemplate[]> {
  return request<ReceiptTemplate[]>(api, {
    method: 'GET',
    url: '/customer/dispatch/receipt/template',
    params: { serviceId },
  });
}
