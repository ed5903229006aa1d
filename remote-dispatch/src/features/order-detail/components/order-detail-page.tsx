import type { ReactNode } from 'react';
import type { StaffOrderDetail } from '@portal/shared/contract';
import { DispatchPage, Loaded } from '../../../components/dispatch-page';
import { useQueryId } from '../../../lib/use-order-id';
import { useOrderDetail } from '../hooks/use-order-detail';
import { OrderSummaryCard } from './order-summary-card';

interface OrderDetailPageProps {
  /** The query parameter naming the order. */
  idParam?: string;
  /** The order's head card on top (`OrderSummaryCard`, with `summaryExtra` on its right); false for none. */
  summary?: boolean;
  summaryExtra?: (order: StaffOrderDetail) => ReactNode;
  children: (order: StaffOrderDetail) => ReactNode;
}

/**
 * A page about one order (`?id=`): the shared status view until the order has loaded, then the page
 * with it, under the order's head card.
 */
export function OrderDetailPage({
  idParam = 'id',
  summary = true,
  summaryExtra,
  children,
}: OrderDetailPageProps) {
  const id = useQueryId(idParam);
  const order = useOrderDetail(id);
  return (
    <DispatchPage>
      <Loaded id={id} query={order}>
        {() => (
          <>
            {summary ? <OrderSummaryCard order={order.data!} extra={summaryExtra?.(order.data!)} /> : null}
            {children(order.data!)}
          </>
        )}
      </Loaded>
    </DispatchPage>
  );
}
