import { Link } from 'react-router-dom';
import { Button, Card, Flex, type TableColumnsType, type TableProps } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useListSearch, type ServiceOrderRow, ORDER_SORT_FIELDS, type OrderSortField } from '@portal/shared';
import { PagedTable } from '@portal/shared/ui';
import { orderColumns } from '../../../lib/order-columns';
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
  const list = useOrderPage({ ...filters, ...sortParams(view), ...search.page });
  const exporting = useExportOrders();

  const sortable = (field: OrderSortField) => ({
    sorter: true,
    sortOrder:
      sort.sortBy === field ? (sort.sortOrder === 'asc' ? ('ascend' as const) : ('descend' as const)) : null,
  });
  const col = orderColumns<ServiceOrderRow>(t);
  const time = (field: keyof ServiceOrderRow & OrderSortField) => col.time(field, sortable(field));
  const columns: TableColumnsType<ServiceOrderRow> = [
    col.serviceNo(paths.details, sortable('serviceNo')),
    col.status(110),
    col.text('customerName', 180),
    col.text('projectName', 160),
    col.text('serviceContent', 120),
    col.text('repairUserName', 140),
    col.orDash('repairNo', 100),
    col.text('repairUserAddress', 220),
    col.orDash('engineerName', 110),
    col.orDash('engineerCompanyName', 120),
    col.column('creatorName', 100),
    time('appointmentTime'),
    time('createTime'),
    time('dispatchTime'),
    time('arriveTime'),
    time('completionTime'),
    col.time('acceptanceTime'),
    col.time('incomeTime'),
    col.time('trackRecordTime'),
    col.actions(80, (row) => <Link to={paths.details(row.id)}>{t('action.details')}</Link>),
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
