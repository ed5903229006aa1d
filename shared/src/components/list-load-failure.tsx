import type { ReactNode } from 'react';
import { Button, Result, Space } from 'antd';
import { messageForFailure } from '../api/http-error';
import { i18n } from '../i18n';

/** What a load failure needs of its query (react-query's result fits). */
export interface ListQuery {
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** A failed load, said as a failure, with 重试 (after `back`, when the page gives one). */
export function ListLoadFailure({ query, back }: { query: ListQuery; back?: ReactNode }): ReactNode {
  const retry = (
    <Button type="primary" onClick={() => void query.refetch()}>
      {i18n.t('common.retry')}
    </Button>
  );
  return (
    <Result
      status="error"
      title={i18n.t('common.loadFailed')}
      subTitle={messageForFailure(query.error).message}
      extra={
        back ? (
          <Space>
            {back}
            {retry}
          </Space>
        ) : (
          retry
        )
      }
    />
  );
}

/**
 * Table props for a list whose load failed: no rows (not the rows of an earlier filter or page) and
 * the failure with 重试 where 暂无数据 would be. Spread after the table's own props; empty otherwise.
 */
export function listFailureProps(query: ListQuery): {
  dataSource?: never[];
  locale?: { emptyText: ReactNode };
} {
  if (!query.isError) return {};
  return { dataSource: [], locale: { emptyText: <ListLoadFailure query={query} /> } };
}
