import { api, request } from '@portal/shared';
import type { CourierTrack } from '@portal/shared/contract';

/** `GET /api/express/track/:accessoryId`: the shipment and its courier events. */
export function getExpressTrack(accessoryId: number): Promise<CourierTrack> {
  return request<CourierTrack>(api, { method: 'GET', url: `/express/track/${accessoryId}` });
}
