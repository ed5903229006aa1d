import { OrderDetailPage } from '../features/order-detail/components/order-detail-page';
import { CompletionBar } from '../features/receipts/components/completion-bar';
import { ReceiptBoard } from '../features/receipts/components/receipt-board';
import { isOpen } from '../lib/order-flow';

/** /dispatchStation/uploadReceipt?id=: receipts per acceptance template, the lack-receipt note, 完工. */
export default function UploadReceiptPage() {
  return (
    <OrderDetailPage>
      {(order) => (
        <>
          <CompletionBar order={order} editable={isOpen(order.status)} />
          <ReceiptBoard serviceId={order.id} editable={isOpen(order.status)} manage />
        </>
      )}
    </OrderDetailPage>
  );
}
