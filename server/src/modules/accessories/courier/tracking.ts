import type { CourierEvent, CourierShipment } from '@portal/contract';

/** Where shipment events come from: a courier's API when one is configured, else what the portal recorded. */
export interface CourierTrackingProvider {
  readonly name: string;
  track(shipment: CourierShipment): Promise<CourierEvent[]>;
}

/** The default: no outside call, only the events the portal itself recorded. */
export const recordedEventsProvider: CourierTrackingProvider = {
  name: 'recorded',
  async track(shipment) {
    const events: CourierEvent[] = [
      { time: shipment.createTime, status: 'created', description: '配件单已创建' },
    ];
    if (shipment.sentTime) {
      const courier = [shipment.courierCompanyName, shipment.courierNo].filter(Boolean).join(' ');
      events.push({
        time: shipment.sentTime,
        status: 'sent',
        description: courier ? `已寄出：${courier}` : '已寄出',
      });
    }
    return events;
  },
};

const provider: CourierTrackingProvider = recordedEventsProvider;

export const courierTrackingProvider = () => provider;
