import { api, request } from '@portal/shared';

/** What the chat's work-order panel shows of an order (part of the staff order detail). */
export interface OrderContext {
  id: number;
  serviceNo: string;
  status: string;
  projectId: number | null;
  projectName: string;
  repairUserName: string;
  repairUserAddress: string;
  contactName: string;
  contactPhone: string;
  engineerName: string | null;
  appointmentTime: string | null;
  firstTrain: string | null;
  lackReceipt: string | null;
  isLackReceipt: boolean | null;
}

/** `GET /api/dispatch/service/{id}/detail` (dispatchers). */
export function getOrderContext(serviceId: number): Promise<OrderContext> {
  return request<OrderContext>(api, { method: 'GET', url: `/dispatch/service/${serviceId}/detail` });
}
