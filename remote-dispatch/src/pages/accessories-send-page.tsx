import { DispatchPage, Loaded } from '../components/dispatch-page';
import { AccessoriesCard } from '../features/accessories/components/accessories-card';
import { OrderSummaryCard } from '../features/order-detail/components/order-summary-card';
import { useOrderDetail } from '../features/order-detail/hooks/use-order-detail';
import { isOpen } from '../lib/order-flow';
import { useQueryId } from '../lib/use-order-id';

/** /dispatchStation/accessoriesSend?id=: the order's parts list; send, edit, delete. */
export default function AccessoriesSendPage() {
  const id = useQueryId();
  const order = useOrderDetail(id);
  return (
    <DispatchPage>
      <Loaded id={id} query={order}>
        {() => (
          <>
            <OrderSummaryCard order={order.data!} />
            <AccessoriesCard serviceId={order.data!.id} editable={isOpen(order.data!.status)} />
          </>
        )}
      </Loaded>
    </DispatchPage>
  );
}
