import { api, request, type Page } from '@portal/shared';
import type { Accessory } from '@portal/shared/contract';

export interface AccessoryPageParams {
  current: number;
  size: number;
  serviceNo?: string;
  courierCompanyId?: number;
  courierNo?: string;
  /** 'YYYY-MM-DD HH:mm:ss', on the shipment's creation time. */
  startTime?: string;
  endTime?: string;
}

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
