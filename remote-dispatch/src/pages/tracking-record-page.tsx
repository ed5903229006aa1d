import { DispatchPage, Loaded } from '../components/dispatch-page';
import { OrderSummaryCard } from '../features/order-detail/components/order-summary-card';
import { useOrderDetail } from '../features/order-detail/hooks/use-order-detail';
import { TrackingRecords } from '../features/tracking/components/tracking-records';
import { useQueryId } from '../lib/use-order-id';

/** /dispatchStation/trackingRecord?id=: the order's tracking records; add and edit. */
export default function TrackingRecordPage() {
  const id = useQueryId();
  const order = useOrderDetail(id);
  return (
    <DispatchPage>
      <Loaded id={id} query={order}>
        {() => (
          <>
            <OrderSummaryCard order={order.data!} />
            <TrackingRecords
              serviceId={order.data!.id}
              engineerId={order.data!.engineerId}
              editable={order.data!.status !== 'cancelled'}
            />
          </>
        )}
      </Loaded>
    </DispatchPage>
  );
}
