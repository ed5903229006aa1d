import { api, request, type Page } from '@portal/shared';
import type { Accessory, AccessoryPageQuery } from '@portal/shared/contract';

export type AccessoryPageParams = AccessoryPageQuery;

/** `GET /api/customer/accessory/page`: shipments of the company's orders, newest first. */
export function getAccessoryPage(params: AccessoryPageParams): Promise<Page<Accessory>> {
  return request<Page<Accessory>>(api, {
    method: 'GET',
    url: '/customer/accessory/page',
    params: {
      ...params,
      serviceNo: params.serviceNo?.trim() || undefined,
      courierNo: params.courierNo?.trim() || undefined,
    },
  });
}
