import '../locales';
import { useSearchParams } from 'react-router-dom';
import { parseId } from '@portal/shared';
import { RemoteRoot } from '@portal/shared/ui';
import { OrderAccessories } from '../features/accessories/components/order-accessories';

/** /addAccessory?id=<order id> */
export default function AddAccessoryPage() {
  const [searchParams] = useSearchParams();
  const id = parseId(searchParams.get('id'));
  return (
    <RemoteRoot>
      <OrderAccessories key={id ?? 'none'} serviceId={id} />
    </RemoteRoot>
  );
}
