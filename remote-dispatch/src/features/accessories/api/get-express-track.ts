import { api, request } from '@portal/shared';

export interface ExpressEvent {
  time: string;
  status: string;
  description: string;
}

export interface ExpressTrack {
  accessoryId: number;
  courierNo: string | null;
  courierCompanyCode: string | null;
  courierCompanyName: string | null;
  status: string;
  createTime: string;
  sentTime: string | null;
  provider: string;
  events: ExpressEvent[];
}

/** `GET /api/express/track/:accessoryId`: the shipment and its courier events. */
export function getExpressTrack(accessoryId: number): Promise<ExpressTrack> {
  return request<ExpressTrack>(api, { method: 'GET', url: `/express/track/${accessoryId}` });
}
