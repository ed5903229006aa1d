import { OrderDetailPage } from '../features/order-detail/components/order-detail-page';
import { TrackingRecords } from '../features/tracking/components/tracking-records';

/** /dispatchStation/trackingRecord?id=: the order's tracking records; add and edit. */
export default function TrackingRecordPage() {
  return (
    <OrderDetailPage>
      {(order) => (
        <TrackingRecords
          serviceId={order.id}
          engineerId={order.engineerId}
          editable={order.status !== 'cancelled'}
        />
      )}
    </OrderDetailPage>
  );
}
