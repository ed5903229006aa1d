import { api, request, type CreateOrderBody, type ServiceOrderRow } from '@portal/shared';

export type { CreateOrderBody };

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
