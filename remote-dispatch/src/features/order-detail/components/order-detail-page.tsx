import type { ReactNode } from 'react';
import { DispatchPage, Loaded } from '../../../components/dispatch-page';
import { useQueryId } from '../../../lib/use-order-id';
import type { OrderDetail } from '../api/get-order-detail';
import { useOrderDetail } from '../hooks/use-order-detail';

interface OrderDetailPageProps {
  /** The query parameter naming the order. */
  idParam?: string;
  children: (order: OrderDetail) => ReactNode;
}

/** A page about one order (`?id=`): the shared status view until the order has loaded, then the page with it. */
export function OrderDetailPage({ idParam = 'id', children }: OrderDetailPageProps) {
  const id = useQueryId(idParam);
  const order = useOrderDetail(id);
  return (
    <DispatchPage>
      <Loaded id={id} query={order}>
        {() => children(order.data!)}
      </Loaded>
    </DispatchPage>
  );
}
