import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DispatchPage } from '../components/dispatch-page';
import { DispatchQuery } from '../features/dispatch-query/components/dispatch-query';
import { formValuesFromSearch } from '../features/dispatch-query/utils/query-params';

/** /dispatchStation/dispatchQuery; filters may come in the query, later changes stay in the page. */
export default function DispatchQueryPage() {
  const [searchParams] = useSearchParams();
  const [initialValues] = useState(() => formValuesFromSearch(searchParams));
  return (
    <DispatchPage>
      <DispatchQuery initialValues={initialValues} />
    </DispatchPage>
  );
}
