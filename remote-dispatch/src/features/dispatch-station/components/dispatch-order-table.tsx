import type { Key, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, PagedTable, statusLabelKey, type PagedQuery, type PageState } from '@portal/shared';
import type { StationRow } from '../api/get-dispatch-page';

export const orderDetailsPath = (id: number) => `/dispatchStation/dispatchQueryDetails?id=${id}`;

interface Props {
  /** The list's query: its page of rows; a failed load shows as a failure with 重试. */
  query: PagedQuery<StationRow>;
  page: PageState;
  onPageChange: (page: PageState) => void;
  /** The actions column's content for a row. */
  actions?: (row: StationRow) => ReactNode;
  /** Row selection (ids). */
  selection?: { selected: Key[]; onChange: (keys: Key[], rows: StationRow[]) => void };
}

export function DispatchOrderTable({ query, page, onPageChange, actions, selection }: Props) {
  const { t } = useTranslation('dispatch');
  const columns: TableColumnsType<StationRow> = [
    {
      title: t('column.serviceNo'),
      dataIndex: 'serviceNo',
      width: 170,
      fixed: 'left',
      render: (value: string, row) => <Link to={orderDetailsPath(row.id)}>{value}</Link>,
    },
    { title: t('column.projectName'), dataIndex: 'projectName', width: 160, ellipsis: true },
    { title: t('column.serviceContent'), dataIndex: 'serviceContent', width: 160, ellipsis: true },
    { title: t('column.repairUserName'), dataIndex: 'repairUserName', width: 140, ellipsis: true },
    { title: t('column.repairUserAddress'), dataIndex: 'repairUserAddress', width: 220, ellipsis: true },
    {
      title: t('column.engineerName'),
      dataIndex: 'engineerName',
      width: 110,
      render: (value: string | null) => value || '-',
    },
    {
      title: t('column.appointmentTime'),
      dataIndex: 'appointmentTime',
      width: 170,
      render: (value: string | null) => formatDateTime(value),
    },
    {
      title: t('column.status'),
      dataIndex: 'status',
      width: 110,
      render: (value: string) => <Tag color="blue">{t(statusLabelKey(value), { ns: 'common' })}</Tag>,
    },
    {
      title: t('column.createTime'),
      dataIndex: 'createTime',
      width: 170,
      render: (value: string) => formatDateTime(value),
    },
  ];
  if (actions) {
    columns.push({
      title: t('common:common.actions'),
      key: 'actions',
      fixed: 'right',
      width: 250,
      render: (_: unknown, row) => actions(row),
    });
  }

  return (
    <PagedTable<StationRow>
      rowKey="id"
      columns={columns}
      query={query}
      page={page}
      onPage={onPageChange}
      scroll={{ x: actions ? 1600 : 1400 }}
      rowSelection={
        selection
          ? {
              selectedRowKeys: selection.selected,
              onChange: (keys, rows) => selection.onChange(keys, rows),
              preserveSelectedRowKeys: false,
            }
          : undefined
      }
    />
  );
}
