import { api, request, type ServiceOrderRow } from '@portal/shared';

export interface CreateOrderBody {
  projectId: number;
  serviceContentId: number;
  repairUserId: number;
  regionCodes: string[];
  addressDetail: string;
  contactName: string;
  contactPhone: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  appointmentTime: string;
  faultDescription: string;
  /** Ids of uploaded files. */
  attachments: number[];
}

/**
 * `POST /api/customer/order`. The same idempotency key always yields the same order, so a retry
 * after a lost response cannot place it twice.
 */
export function createOrder(body: CreateOrderBody, idempotencyKey: string): Promise<ServiceOrderRow> {
  return request<ServiceOrderRow>(api, {
    method: 'POST',
    url: '/customer/order',
    data: body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
