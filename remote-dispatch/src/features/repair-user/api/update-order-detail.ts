import { api, request } from '@portal/shared';

export interface OrderContactUpdate {
  id: number;
  repairUserName: string;
  contactName: string;
  contactPhone: string;
  repairUserAddress: string;
}

/** `POST /api/dispatch/service/update/detail/overall`: the order's repair user, contact and address. */
export function updateOrderDetail(body: OrderContactUpdate): Promise<unknown> {
  return request(api, { method: 'POST', url: '/dispatch/service/update/detail/overall', data: body });
}
