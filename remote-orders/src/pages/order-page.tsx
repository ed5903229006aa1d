import '../locales';
import { RemoteRoot } from '@portal/shared/ui';
import { PlaceOrderForm } from '../features/place-order/components/place-order-form';
import { RepairUserPicker } from '../features/repair-users/components/repair-user-picker';

/** /order: place an order. */
export default function OrderPage() {
  return (
    <RemoteRoot>
      <PlaceOrderForm RepairUserPicker={RepairUserPicker} />
    </RemoteRoot>
  );
}
