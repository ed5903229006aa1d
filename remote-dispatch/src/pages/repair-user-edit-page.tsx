import { DispatchPage, Loaded } from '../components/dispatch-page';
import { OrderSummaryCard } from '../features/order-detail/components/order-summary-card';
import { useOrderDetail } from '../features/order-detail/hooks/use-order-detail';
import { RepairUserEditForm } from '../features/repair-user-edit/components/repair-user-edit-form';
import { useQueryId } from '../lib/use-order-id';

/** /dispatchStation/repairUserEdit?id=: the order's repair user contact and address. */
export default function RepairUserEditPage() {
  const id = useQueryId();
  const order = useOrderDetail(id);
  return (
    <DispatchPage>
      <Loaded id={id} query={order}>
        {() => (
          <>
            <OrderSummaryCard order={order.data!} />
            <RepairUserEditForm key={order.data!.version ?? 0} order={order.data!} />
          </>
        )}
      </Loaded>
    </DispatchPage>
  );
}
