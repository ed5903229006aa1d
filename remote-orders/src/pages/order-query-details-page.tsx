import '../locales';
import { useSearchParams } from 'react-router-dom';
import { parseId } from '@portal/shared';
import { RemoteRoot } from '@portal/shared/ui';
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
