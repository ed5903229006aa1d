import { DispatchPage, Loaded } from '../components/dispatch-page';
import { OrderSummaryCard } from '../features/order-detail/components/order-summary-card';
import { useOrderDetail } from '../features/order-detail/hooks/use-order-detail';
import { CompletionBar } from '../features/receipts/components/completion-bar';
import { ReceiptBoard } from '../features/receipts/components/receipt-board';
import { isOpen } from '../lib/order-flow';
import { useQueryId } from '../lib/use-order-id';

/** /dispatchStation/uploadReceipt?id=: receipts per acceptance template, the lack-receipt note, 完工. */
export default function UploadReceiptPage() {
  const id = useQueryId();
  const order = useOrderDetail(id);
  return (
    <DispatchPage>
      <Loaded id={id} query={order}>
        {() => (
          <>
            <OrderSummaryCard order={order.data!} />
            <CompletionBar order={order.data!} editable={isOpen(order.data!.status)} />
            <ReceiptBoard serviceId={order.data!.id} editable={isOpen(order.data!.status)} manage />
          </>
        )}
      </Loaded>
    </DispatchPage>
  );
}
