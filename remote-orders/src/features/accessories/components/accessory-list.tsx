import { Link } from 'react-router-dom';
import { Card, Form, Input, Select, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, orDash, useListSearch } from '@portal/shared';
import { DateTimeRangeFilter, ListFilterForm, PagedTable } from '@portal/shared/ui';
import type { Accessory } from '@portal/shared/contract';
import { AccessoryStatusTag } from '@portal/shared/ui';
import { accessoryDetailsPath } from '../../../components/accessory-table';
import { useAccessoryPage, useCourierCompanies } from '../hooks/use-accessories';
import { accessorySearch, type AccessoryFilters as Filters } from '../url-state';

export const orderDetailsPath = (id: number) => `/orderQueryDetails?id=${id}`;

/** /accessoriesQuery: shipments of the company's orders with filters and paging, kept in the URL. */
export function AccessoryList() {
  const { t } = useTranslation('orders');
  const list = useListSearch(accessorySearch);
  const { filters } = list;
  const couriers = useCourierCompanies();
  const query = useAccessoryPage({
    ...list.page,
    serviceNo: filters.serviceNo,
    courierCompanyId: filters.courierCompanyId,
    courierNo: filters.courierNo,
    startTime: filters.created?.start,
    endTime: filters.created?.end,
  });

  const columns: TableColumnsType<Accessory> = [
    {
      title: t('common:orderField.serviceNo'),
      dataIndex: 'serviceNo',
      width: 170,
      render: (value: string, row) => <Link to={orderDetailsPath(row.serviceId)}>{value}</Link>,
    },
    { title: t('common:orderField.projectName'), dataIndex: 'projectName', width: 160, ellipsis: true },
    { title: t('common:orderField.repairUserName'), dataIndex: 'repairUserName', width: 140, ellipsis: true },
    {
      title: t('common:accessoryField.lines'),
      key: 'lines',
      render: (_, row) => row.lines.map((l) => `${l.name} × ${l.quantity}`).join('，'),
    },
    {
      title: t('common:accessoryField.courierCompanyName'),
      dataIndex: 'courierCompanyName',
      width: 120,
      render: orDash,
    },
    {
      title: t('common:accessoryField.courierNo'),
      dataIndex: 'courierNo',
      width: 180,
      render: (v: string | null) => (v ? <Typography.Text copyable>{v}</Typography.Text> : '-'),
    },
    {
      title: t('common:accessoryField.status'),
      dataIndex: 'status',
      width: 100,
      render: (s: string) => <AccessoryStatusTag status={s} />,
    },
    { title: t('accessory.createTime'), dataIndex: 'createTime', width: 170, render: formatDateTime },
    {
      title: t('common:common.actions'),
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_, row) => <Link to={accessoryDetailsPath(row.id)}>{t('common:common.details')}</Link>,
    },
  ];

  return (
    <Card variant="borderless">
      <ListFilterForm<Filters>
        filters={filters}
        onSearch={list.search}
        onReset={list.reset}
        colon={false}
        style={{ marginBottom: 16, rowGap: 12 }}
      >
        <Form.Item name="serviceNo" label={t('common:orderField.serviceNo')}>
          <Input
            allowClear
            maxLength={100}
            placeholder={t('orderQuery.textPlaceholder')}
            style={{ width: 180 }}
          />
        </Form.Item>
        <Form.Item name="courierCompanyId" label={t('common:accessoryField.courierCompanyName')}>
          <Select<number>
            allowClear
            loading={couriers.isPending}
            placeholder={t('accessory.courierCompanyPlaceholder')}
            options={(couriers.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            style={{ width: 160 }}
          />
        </Form.Item>
        <Form.Item name="courierNo" label={t('common:accessoryField.courierNo')}>
          <Input
            allowClear
            maxLength={100}
            placeholder={t('orderQuery.textPlaceholder')}
            style={{ width: 180 }}
          />
        </Form.Item>
        <Form.Item name="created" label={t('accessory.createTime')}>
          <DateTimeRangeFilter allowEmpty={[true, true]} />
        </Form.Item>
      </ListFilterForm>
      <PagedTable<Accessory>
        rowKey="id"
        columns={columns}
        query={query}
        scroll={{ x: 1300 }}
        page={list.page}
        onPage={list.setPage}
      />
    </Card>
  );
}
