import { useState } from 'react';
import { Card, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SystemUserRow } from '@portal/shared';
import { FIRST_PAGE, tablePagination, type PageState } from '@portal/shared';
import { formatDateTime } from '@portal/shared';
import type { SystemUserFilters } from '../api/get-system-user-page';
import { useSystemUserPage } from '../hooks/use-system-user-page';
import { SystemUserFilter } from './system-user-filter';

const dash = (value: string | null | undefined) => value || '-';

/** The system users list with its filters (managers). */
export function SystemUserList() {
  const { t } = useTranslation('admin');
  const [filters, setFilters] = useState<SystemUserFilters>({});
  const [page, setPage] = useState<PageState>(FIRST_PAGE);
  const query = useSystemUserPage({ ...filters, ...page });

  const columns: TableColumnsType<SystemUserRow> = [
    { title: t('user.username'), dataIndex: 'username', width: 140 },
    { title: t('user.name'), dataIndex: 'name', width: 120 },
    {
      title: t('user.authority'),
      dataIndex: 'authority',
      width: 110,
      render: (value: SystemUserRow['authority']) => (
        <Tag color={value === 'manager' ? 'blue' : value === 'technician' ? 'purple' : 'default'}>
          {t(`authority.${value}`)}
        </Tag>
      ),
    },
    {
      title: t('user.allowDispatch'),
      dataIndex: 'allowDispatch',
      width: 100,
      render: (value: boolean) => t(value ? 'common:common.yes' : 'common:common.no'),
    },
    { title: t('user.company'), dataIndex: 'customIdName', render: dash },
    { title: t('user.phone'), dataIndex: 'phone', width: 140, render: dash },
    {
      title: t('user.status'),
      dataIndex: 'status',
      width: 90,
      render: (value: SystemUserRow['status']) => (
        <Tag color={value === 'onTheJob' ? 'green' : 'default'}>{t(`userStatus.${value}`)}</Tag>
      ),
    },
    {
      title: t('user.createTime'),
      dataIndex: 'createTime',
      width: 180,
      render: (value: string) => formatDateTime(value),
    },
  ];

  return (
    <Card variant="borderless">
      <SystemUserFilter
        onSearch={(next) => {
          setFilters(next);
          setPage((p) => ({ ...p, current: 1 }));
        }}
      />
      <Table<SystemUserRow>
        rowKey="id"
        columns={columns}
        dataSource={query.data?.records ?? []}
        loading={query.isFetching}
        scroll={{ x: 1100 }}
        pagination={tablePagination(page, query.data?.total ?? 0, setPage, (total) =>
          t('common:common.total', { total }),
        )}
      />
    </Card>
  );
}
