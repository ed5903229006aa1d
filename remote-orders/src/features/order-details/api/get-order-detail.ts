import { api, request, type OrderDetailAnswer } from '@portal/shared';

export type TimelineEntry = OrderDetailAnswer['timeline'][number];

/** An order with everything its details page shows; each part already filtered for the user. */
export type OrderDetail = OrderDetailAnswer;

/** `GET /api/customer/order/{id}`. Silent: another company's order answers 404, shown as "not found". */
export function getOrderDetail(id: number): Promise<OrderDetail> {
  return request<OrderDetail>(api, { method: 'GET', url: `/customer/order/${id}`, silent: true });
}
