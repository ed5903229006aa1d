import { api, request } from '@portal/shared';

export interface ReceiptTemplate {
  id: number;
  name: string;
  isCustomerVisible: boolean;
  isEngineerVisible: boolean;
}

/** `GET /api/dispatch/service/get/receipt/template/{serviceId}`: the order's acceptance templates. */
export function getReceiptTemplates(serviceId: number): Promise<ReceiptTemplate[]> {
  return request<ReceiptTemplate[]>(api, {
    method: 'GET',
    url: `/dispatch/service/get/receipt/template/${serviceId}`,
  });
}
