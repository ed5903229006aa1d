import type { ReactNode } from 'react';
import { Card, Result, Skeleton } from 'antd';
import { ApiError } from '../api/http-error';
import { ListLoadFailure, type ListQuery } from './list-load-failure';

interface RecordQuery extends ListQuery {
  data?: unknown;
}

/**
 * What a record page shows instead of its record: not found (no id, or a 404), a load failure with
 * retry, or a skeleton while loading; null once the record is there.
 */
export function queryStatusView(
  query: RecordQuery,
  options: { missing?: boolean; notFoundTitle: string; back: ReactNode; skeletonRows?: number },
): ReactNode | null {
  const { back } = options;
  if (options.missing || (query.error instanceof ApiError && query.error.status === 404)) {
    return <Result status="404" title={options.notFoundTitle} extra={back} />;
  }
  if (query.isError) return <ListLoadFailure query={query} back={back} />;
  if (query.data === undefined || query.data === null) {
    return (
      <Card variant="borderless">
        <Skeleton active paragraph={{ rows: options.skeletonRows ?? 6 }} />
      </Card>
    );
  }
  return null;
}
