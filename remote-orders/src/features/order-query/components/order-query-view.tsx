import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { App, Button, Card, Divider, Space, Typography, type TableColumnsType } from 'antd';
import type { SorterResult, SortOrder as ColumnSortOrder } from 'antd/es/table/interface';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  CUSTOMER_TABS,
  ORDER_SORT_FIELDS,
  formatDateTime,
  useIsPhone,
  type OrderSortField,
  type ServiceOrderRow,
  useListSearch,
} from '@portal/shared';
import {
  OrderCards,
  OrderStatusTag,
  PagedTable,
  StatusCountTabs,
  type OrderCardFact,
} from '@portal/shared/ui';
import { filteredCountsQuery, useExportOrders, useOrderPage } from '../hooks/use-order-query';
import { orderQueryCodec, type CustomerTab, type OrderQueryState, type OrderView } from '../url-state';
import { OrderFilterForm } from './order-filter-form';

export const orderDetailsPath = (id: number) => `/orderQueryDetails?id=${id}`;
export const addAccessoryPath = (id: number) => `/addAccessory?id=${id}`;
export const SETTLEMENT_PATH = '/settlement';

const isSortField = (value: unknown): value is OrderSortField =>
  typeof value === 'string' && (ORDER_SORT_FIELDS as readonly string[]).includes(value);

/** An order's facts on its card at phone width (the table's columns, the times that matter first). */
function cardFacts(t: TFunction, row: ServiceOrderRow): OrderCardFact[] {
  const field = (name: string) => t(`common:orderField.${name}`);
  return [
    { key: 'project', label: field('projectName'), value: `${row.projectName} · ${row.serviceContent}` },
    { key: 'user', label: field('repairUserName'), value: row.repairUserName },
    { key: 'address', label: field('repairUserAddress'), value: row.repairUserAddress },
    { key: 'contact', label: field('contactName'), value: `${row.contactName} ${row.contactPhone}` },
    {
      key: 'engineer',
      label: field('engineerName'),
      value: row.engineerName ? [row.engineerName, row.engineerCompanyName].filter(Boolean).join(' · ') : '-',
    },
    { key: 'appointment', label: field('appointmentTime'), value: formatDateTime(row.appointmentTime) },
    { key: 'created', label: field('createTime'), value: formatDateTime(row.createTime) },
  ];
}

/** /orderQuery: status tabs with counts, filters, sortable columns and paging, all kept in the URL. */
export function OrderQueryView() {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const list = useListSearch(orderQueryCodec);
  const view = list.filters;
  const state: OrderQueryState = useMemo(() => ({ ...view, ...list.page }), [view, list.page]);
  const page = useOrderPage(state);
  const queryClient = useQueryClient();
  const counts = filteredCountsQuery(state);
  const exporting = useExportOrders();
  const phone = useIsPhone();

  /** A new tab, sort or filters: from page 1. */
  const update = (patch: Partial<OrderView>) => list.search({ ...view, ...patch });

  const sortOrderOf = (field: OrderSortField): ColumnSortOrder =>
    state.sortBy === field ? (state.sortOrder === 'asc' ? 'ascend' : 'descend') : null;
  const time = (
    field: 'appointmentTime' | 'createTime' | 'dispatchTime' | 'arriveTime' | 'completionTime',
    width = 170,
  ) => ({
    title: t(`common:orderField.${field}`),
    dataIndex: field,
    key: field,
    width,
    sorter: true,
    sortOrder: sortOrderOf(field),
    render: formatDateTime,
  });

  const actions = (row: ServiceOrderRow) => (
    <Space size={0} separator={<Divider orientation="vertical" />}>
      <Button type="link" size="small" onClick={() => navigate(orderDetailsPath(row.id))}>
        {t('common:common.details')}
      </Button>
      <Button type="link" size="small" onClick={() => navigate(addAccessoryPath(row.id))}>
        {t('common:orderField.accessories')}
      </Button>
      {row.status === 'pendingConfirmation' && (
        <Button type="link" size="small" onClick={() => navigate(SETTLEMENT_PATH)}>
          {t('orderQuery.settle')}
        </Button>
      )}
    </Space>
  );

  const columns: TableColumnsType<ServiceOrderRow> = [
    {
      title: t('common:orderField.serviceNo'),
      dataIndex: 'serviceNo',
      key: 'serviceNo',
      width: 170,
      fixed: 'left',
      sorter: true,
      sortOrder: sortOrderOf('serviceNo'),
      render: (value: string, row) => <Link to={orderDetailsPath(row.id)}>{value}</Link>,
    },
    {
      title: t('common:orderField.status'),
      dataIndex: 'status',
      width: 140,
      render: (status: string) => <OrderStatusTag status={status} />,
    },
    { title: t('common:orderField.projectName'), dataIndex: 'projectName', width: 160, ellipsis: true },
    { title: t('common:orderField.serviceContent'), dataIndex: 'serviceContent', width: 110 },
    { title: t('common:orderField.repairUserName'), dataIndex: 'repairUserName', width: 140, ellipsis: true },
    {
      title: t('common:orderField.repairUserAddress'),
      dataIndex: 'repairUserAddress',
      width: 220,
      ellipsis: true,
    },
    {
      title: t('common:orderField.contactName'),
      key: 'contact',
      width: 170,
      render: (_, row) => (
        <Space size={4} orientation="vertical">
          <span>{row.contactName}</span>
          <Typography.Text type="secondary">{row.contactPhone}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('common:orderField.engineerName'),
      key: 'engineer',
      width: 140,
      render: (_, row) =>
        row.engineerName ? (
          <Space size={4} orientation="vertical">
            <span>{row.engineerName}</span>
            {row.engineerCompanyName && (
              <Typography.Text type="secondary">{row.engineerCompanyName}</Typography.Text>
            )}
          </Space>
        ) : (
          '-'
        ),
    },
    { title: t('common:orderField.creatorName'), dataIndex: 'creatorName', width: 100 },
    time('appointmentTime'),
    time('createTime'),
    time('dispatchTime'),
    time('arriveTime'),
    time('completionTime'),
    {
      title: t('common:common.actions'),
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_, row) => actions(row),
    },
  ];

  const runExport = () =>
    exporting.mutate(state, { onSuccess: () => void message.success(t('orderQuery.exported')) });

  return (
    <Card variant="borderless">
      <OrderFilterForm
        filters={state.filters}
        onSearch={(filters) => {
          // The same query again: 查询 still means "show me the latest".
          if (!list.search({ ...view, filters })) {
            void page.refetch();
            void queryClient.refetchQueries({ queryKey: counts.queryKey, exact: true });
          }
        }}
        extraActions={
          <Button icon={<DownloadOutlined />} loading={exporting.isPending} onClick={runExport}>
            {t('common:common.export')}
          </Button>
        }
        onReset={() => list.reset({ tab: view.tab, filters: {} })}
      />
      <StatusCountTabs
        statuses={CUSTOMER_TABS}
        active={state.tab}
        counts={counts}
        onChange={(tab: CustomerTab) => update({ tab })}
      />
      {phone ? (
        <OrderCards<ServiceOrderRow>
          query={page}
          page={list.page}
          onPage={list.setPage}
          cardTestId="order-card"
          detailsPath={(row) => orderDetailsPath(row.id)}
          facts={(row) => cardFacts(t, row)}
          actions={actions}
        />
      ) : (
        <PagedTable<ServiceOrderRow>
          rowKey="id"
          columns={columns}
          query={page}
          page={list.page}
          onPage={list.setPage}
          scroll={{ x: 2300 }}
          onChange={(_pagination, _filters, sorter, extra) => {
            if (extra.action !== 'sort') return;
            const single = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<ServiceOrderRow>;
            const field = single?.columnKey;
            if (!single?.order || !isSortField(field)) {
              update({ sortBy: undefined, sortOrder: undefined });
              return;
            }
            update({ sortBy: field, sortOrder: single.order === 'ascend' ? 'asc' : 'desc' });
          }}
        />
      )}
    </Card>
  );
}
