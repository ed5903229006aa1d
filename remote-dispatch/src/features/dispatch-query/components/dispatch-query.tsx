import { Link } from 'react-router-dom';
import { Button, Card, Flex, type TableColumnsType, type TableProps } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  formatDateTime,
  useListSearch,
  type ServiceOrderRow,
  ORDER_SORT_FIELDS,
  type OrderSortField,
} from '@portal/shared';
import { PagedTable } from '@portal/shared/ui';
import { OrderStatusTag } from '@portal/shared/ui';
import { fieldText } from '../../../lib/i18n-labels';
import { paths } from '../../../lib/paths';
import { useExportOrders } from '../hooks/use-export-orders';
import { useOrderPage } from '../hooks/use-order-page';
import { dispatchQuerySearch, sortParams, toQueryFilters } from '../utils/query-params';
import { QueryFilterForm } from './query-filter-form';

/** Every order with all query parameters, sorting, paging and export; filters, sort and page kept in the URL. */
export function DispatchQuery() {
  const { t } = useTranslation('dispatch');
  const search = useListSearch(dispatchQuerySearch);
  const { filters: view } = search;
  const filters = toQueryFilters(view.values);
  const sort = { sortBy: view.sortBy, sortOrder: view.sortOrder };
  const list = useOrderPage({ ...filters, ...sort, ...search.page });
  const exporting = useExportOrders();

  const sortable = (field: OrderSortField) => ({
    sorter: true,
    sortOrder:
      sort.sortBy === field ? (sort.sortOrder === 'asc' ? ('ascend' as const) : ('descend' as const)) : null,
  });
  const time = (
    field: keyof ServiceOrderRow,
    sortField?: OrderSortField,
  ): TableColumnsType<ServiceOrderRow>[number] => ({
    title: fieldText(t, field),
    dataIndex: field,
    key: field,
    width: 170,
    render: (value: string | null) => formatDateTime(value),
    ...(sortField ? sortable(sortField) : {}),
  });
  const columns: TableColumnsType<ServiceOrderRow> = [
    {
      title: fieldText(t, 'serviceNo'),
      dataIndex: 'serviceNo',
      key: 'serviceNo',
      width: 170,
      fixed: 'left',
      render: (value: string, row) => <Link to={paths.details(row.id)}>{value}</Link>,
      ...sortable('serviceNo'),
    },
    {
      title: fieldText(t, 'status'),
      dataIndex: 'status',
      width: 110,
      render: (value: string) => <OrderStatusTag status={value} />,
    },
    { title: fieldText(t, 'customerName'), dataIndex: 'customerName', width: 180, ellipsis: true },
    { title: fieldText(t, 'projectName'), dataIndex: 'projectName', width: 160, ellipsis: true },
    { title: fieldText(t, 'serviceContent'), dataIndex: 'serviceContent', width: 120, ellipsis: true },
    { title: fieldText(t, 'repairUserName'), dataIndex: 'repairUserName', width: 140, ellipsis: true },
    {
      title: fieldText(t, 'repairNo'),
      dataIndex: 'repairNo',
      width: 100,
      render: (v: string | null) => v || '-',
    },
    { title: fieldText(t, 'repairUserAddress'), dataIndex: 'repairUserAddress', width: 220, ellipsis: true },
    {
      title: fieldText(t, 'engineerName'),
      dataIndex: 'engineerName',
      width: 110,
      render: (v: string | null) => v || '-',
    },
    {
      title: fieldText(t, 'engineerCompanyName'),
      dataIndex: 'engineerCompanyName',
      width: 120,
      render: (v: string | null) => v || '-',
    },
    { title: fieldText(t, 'creatorName'), dataIndex: 'creatorName', width: 100 },
    time('appointmentTime', 'appointmentTime'),
    time('createTime', 'createTime'),
    time('dispatchTime', 'dispatchTime'),
    time('arriveTime', 'arriveTime'),
    time('completionTime', 'completionTime'),
    time('acceptanceTime'),
    time('incomeTime'),
    time('trackRecordTime'),
    {
      title: t('common:common.actions'),
      key: 'actions',
      fixed: 'right',
      width: 80,
      render: (_: unknown, row) => <Link to={paths.details(row.id)}>{t('action.details')}</Link>,
    },
  ];

  const onTableChange: TableProps<ServiceOrderRow>['onChange'] = (_pagination, _filters, sorter, extra) => {
    // Paging is PagedTable's; a new sort starts again at page 1.
    if (extra.action !== 'sort') return;
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = one?.columnKey as OrderSortField | undefined;
    if (one?.order && field && (ORDER_SORT_FIELDS as readonly string[]).includes(field)) {
      search.search({
        values: view.values,
        sortBy: field,
        sortOrder: one.order === 'ascend' ? 'asc' : 'desc',
      });
    } else {
      search.search({ values: view.values });
    }
  };

  return (
    <Flex vertical gap={16}>
      <Card variant="borderless">
        <QueryFilterForm
          values={view.values}
          onSearch={(values) => search.search({ ...view, values })}
          onReset={() => search.reset({ ...view, values: {} })}
        />
      </Card>
      <Card
        variant="borderless"
        title={t('common:menu.dispatchQuery')}
        extra={
          <Button
            icon={<ExportOutlined />}
            loading={exporting.isPending}
            onClick={() => exporting.mutate({ ...filters, ...sortParams(view) })}
          >
            {t('common:common.export')}
          </Button>
        }
      >
        <PagedTable<ServiceOrderRow>
          rowKey="id"
          columns={columns}
          query={list}
          scroll={{ x: 3200 }}
          onChange={onTableChange}
          page={search.page}
          onPage={search.setPage}
        />
      </Card>
    </Flex>
  );
}
