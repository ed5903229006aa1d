import '../locales';
import { useSearchParams } from 'react-router-dom';
import { RemoteRoot, parseId } from '@portal/shared';
import { OrderDetailView } from '../features/order-details/components/order-detail-view';

/** /orderQueryDetails?id=<id> */
export default function OrderQueryDetailsPage() {
  const [searchParams] = useSearchParams();
  const id = parseId(searchParams.get('id'));
  return (
    <RemoteRoot>
      <OrderDetailView key={id ?? 'none'} id={id} />
    </RemoteRoot>
  );
}
