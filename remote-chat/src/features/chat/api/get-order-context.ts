import { api, request } from '@portal/shared';
import type { StaffOrderDetail } from '@portal/shared/contract';

/** What the chat's work-order panel shows of an order (part of the staff order detail). */
export type OrderContext = Pick<
  StaffOrderDetail,
  | 'id'
  | 'serviceNo'
  | 'status'
  | 'projectId'
  | 'projectName'
  | 'repairUserName'
  | 'repairUserAddress'
  | 'contactName'
  | 'contactPhone'
  | 'engineerName'
  | 'appointmentTime'
  | 'firstTrain'
  | 'lackReceipt'
  | 'isLackReceipt'
>;

/** `GET /api/dispatch/service/{id}/detail` (dispatchers). */
export function getOrderContext(serviceId: number): Promise<OrderContext> {
  return request<OrderContext>(api, { method: 'GET', url: `/dispatch/service/${serviceId}/detail` });
}
