import { OrderDetailPage } from '../features/order-detail/components/order-detail-page';
import { OrderFeeCard } from '../features/settlement/components/fee-step-card';
import { SettlementCard } from '../features/settlement/components/settlement-card';

/**
 * /dispatchStation/income?id= (关单): income fee rows with the acceptance, then the expense rows,
 * then the settlement for the customer; each button only in the status that allows it.
 */
export default function IncomePage() {
  return (
    <OrderDetailPage>
      {(o) => (
        <>
          <OrderFeeCard order={o} kind="income" />
          <OrderFeeCard order={o} kind="expense" />
          <SettlementCard order={o} />
        </>
      )}
    </OrderDetailPage>
  );
}
