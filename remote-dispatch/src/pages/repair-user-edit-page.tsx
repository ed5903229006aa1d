import { OrderDetailPage } from '../features/order-detail/components/order-detail-page';
import { RepairUserEditForm } from '../features/repair-user-edit/components/repair-user-edit-form';

/** /dispatchStation/repairUserEdit?id=: the order's repair user contact and address. */
export default function RepairUserEditPage() {
  return (
    <OrderDetailPage>
      {(order) => <RepairUserEditForm key={order.version ?? 0} order={order} />}
    </OrderDetailPage>
  );
}
