import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card, Empty, Flex, Pagination, Spin, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { tablePagination, type PageState } from '../lib/pagination';
import { ListLoadFailure } from './list-load-failure';
import { OrderStatusTag } from './order-status-tag';
import type { PagedQuery } from './paged-table';

/** One fact of an order on its card: a label and what it says. */
export interface OrderCardFact {
  key: string;
  label: ReactNode;
  value: ReactNode;
}

/** What a card needs of its order. */
export interface OrderCardRow {
  id: number;
  serviceNo: string;
  status: string;
}

export interface OrderCardsProps<Row extends OrderCardRow> {
  /** The list's query, as PagedTable takes it: its page of rows, loading state and failure. */
  query: PagedQuery<Row>;
  page: PageState;
  onPage: (page: PageState) => void;
  /** Where the service number leads (the order's page). */
  detailsPath: (row: Row) => string;
  facts: (row: Row) => OrderCardFact[];
  /** Under the facts: the steps or links of the order. */
  actions?: (row: Row) => ReactNode;
  /** data-testid of each card. */
  cardTestId?: string;
}

/**
 * A list of orders at phone width, where a wide table would show two of its columns: one card per
 * order (service number and status, the facts stacked, its actions under them), paged like the table;
 * a failed load shows as the failure with 重试, not as the rows of an earlier page.
 * The facts are plain elements in the theme's colours, not Descriptions: a page of ten cards built
 * some 200 antd components more.
 */
export function OrderCards<Row extends OrderCardRow>({
  query,
  page,
  onPage,
  detailsPath,
  facts,
  actions,
  cardTestId,
}: OrderCardsProps<Row>) {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  if (query.isError) return <ListLoadFailure query={query} />;
  const rows = query.data?.records ?? [];
  const total = query.data?.total ?? 0;
  const pagination = tablePagination(page, total, onPage, (count) => t('common.total', { total: count }));
  return (
    <Spin spinning={query.isFetching}>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.noData')} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
          {rows.map((row) => (
            <li key={row.id}>
              <Card
                size="small"
                data-testid={cardTestId}
                title={
                  <Flex justify="space-between" align="center" gap={8}>
                    <Link to={detailsPath(row)} style={{ fontSize: 16, padding: '8px 0' }}>
                      {row.serviceNo}
                    </Link>
                    <OrderStatusTag status={row.status} />
                  </Flex>
                }
              >
                <dl
                  style={{
                    display: 'grid',
                    gridTemplateColumns: 'minmax(72px, max-content) 1fr',
                    gap: `${token.paddingXS}px ${token.paddingSM}px`,
                    margin: 0,
                  }}
                >
                  {facts(row).map((fact) => (
                    <div key={fact.key} style={{ display: 'contents' }}>
                      <dt style={{ color: token.colorTextTertiary }}>{fact.label}</dt>
                      <dd style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>{fact.value}</dd>
                    </div>
                  ))}
                </dl>
                {actions ? <div style={{ marginTop: 12 }}>{actions(row)}</div> : null}
              </Card>
            </li>
          ))}
        </ul>
      )}
      {total > 0 ? (
        <Pagination
          align="center"
          style={{ marginTop: 16 }}
          current={pagination.current}
          pageSize={pagination.pageSize}
          total={pagination.total}
          showTotal={pagination.showTotal}
          onChange={pagination.onChange}
        />
      ) : null}
    </Spin>
  );
}
