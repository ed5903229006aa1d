import type { Queryable } from '../../../db/database';
import { queryOne } from '../../../db/database';
import type { CourierEvent, CourierShipment } from '@portal/shared/contract';

/** Where shipment events come from: a courier's API when one is configured, else what the portal recorded. */
export interface CourierTrackingProvider {
  readonly name: string;
  track(shipment: CourierShipment): Promise<CourierEvent[]>;
}

/** The default: no outside call, only the events the portal itself recorded. */
export const recordedEventsProvider: CourierTrackingProvider = {
  name: 'recorded',
  async track(shipment) {
    const events: CourierEvent[] = [{ time: shipment.createTime, status: 'created', description: '配件单已创建' }];
    if (shipment.sentTime) {
      const courier = [shipment.courierCompanyName, shipment.courierNo].filter(Boolean).join(' ');
      events.push({ time: shipment.sentTime, status: 'sent', description: courier ? `已寄出：${courier}` : '已寄出' });
    }
    return events;
  },
};

const provider: CourierTrackingProvider = recordedEventsProvider;

export const courierTrackingProvider = () => provider;

export async function loadShipment(db: Queryable, accessoryId: number, scope: string, params: unknown[]): Promise<CourierShipment | null> {
  return queryOne<CourierShipment>(
    db,
    `SELECT a.id AS "accessoryId", a.courier_no AS "courierNo", cc.code AS "courierCompanyCode", cc.name AS "courierCompanyName", a.status,
            to_char(a.created_at, 'YYYY-MM-DD HH24:MI:SS') AS "createTime", to_char(a.sent_at, 'YYYY-MM-DD HH24:MI:SS') AS "sentTime"
       FROM accessories a JOIN service_orders o ON o.id = a.service_id LEFT JOIN courier_companies cc ON cc.id = a.courier_company_id
      WHERE a.id = $1 AND ${scope}`,
    params,
  );
}
