import { api, request } from '@portal/shared';

export interface OrderSummary {
  id: number;
  serviceNo: string;
  status: string;
  projectName: string;
  repairUserName: string;
}

/** `GET /api/customer/order/{id}`, of which the accessories page shows the heading. */
export function getOrderSummary(id: number): Promise<OrderSummary> {
  return request<OrderSummary>(api, { method: 'GET', url: `/customer/order/${id}`, silent: true });
}
