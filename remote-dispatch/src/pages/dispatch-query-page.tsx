import { DispatchPage } from '../components/dispatch-page';
import { DispatchQuery } from '../features/dispatch-query/components/dispatch-query';

/** /dispatchStation/dispatchQuery; its filters, sort and page live in the query (a link may bring them). */
export default function DispatchQueryPage() {
  return (
    <DispatchPage>
      <DispatchQuery />
    </DispatchPage>
  );
}
