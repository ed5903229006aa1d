import { AccessoriesCard } from '../features/accessories/components/accessories-card';
import { OrderDetailPage } from '../features/order-detail/components/order-detail-page';
import { isOpen } from '../lib/order-flow';

/** /dispatchStation/accessoriesSend?id=: the order's parts list; send, edit, delete. */
export default function AccessoriesSendPage() {
  return (
    <OrderDetailPage>
      {(order) => <AccessoriesCard serviceId={order.id} editable={isOpen(order.status)} />}
    </OrderDetailPage>
  );
}
