import '../locales';
import { RemoteRoot } from '@portal/shared/ui';
import { OrderQueryView } from '../features/order-query/components/order-query-view';

/** /orderQuery?tab&filters&sortBy&sortOrder&current&size */
export default function OrderQueryPage() {
  return (
    <RemoteRoot>
      <OrderQueryView />
    </RemoteRoot>
  );
}
