import { OrderDetailPage } from '../features/order-detail/components/order-detail-page';
import { CompletionBar } from '../features/receipts/components/completion-bar';
import { ReceiptBoard } from '../features/receipts/components/receipt-board';
import { OrderFeeCard } from '../features/settlement/components/fee-step-card';
import { isOpen } from '../lib/order-flow';

/**
 * /dispatchStation/completeAcceptance?id=: the receipts checked per template, then 验收 with the
 * income fee rows (the server closes income with the acceptance).
 */
export default function CompleteAcceptancePage() {
  return (
    <OrderDetailPage>
      {(o) => (
        <>
          <CompletionBar order={o} editable={isOpen(o.status)} />
          <ReceiptBoard serviceId={o.id} editable={isOpen(o.status)} manage />
          <OrderFeeCard order={o} kind="income" />
        </>
      )}
    </OrderDetailPage>
  );
}
