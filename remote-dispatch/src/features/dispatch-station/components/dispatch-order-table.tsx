import type { Key, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, statusLabelKey, type PageState } from '@portal/shared';
import { PagedTable, type PagedQuery } from '@portal/shared/ui';
import { fieldText } from '../../../lib/i18n-labels';
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
      title: fieldText(t, 'serviceNo'),
      dataIndex: 'serviceNo',
      width: 170,
      fixed: 'left',
      render: (value: string, row) => <Link to={orderDetailsPath(row.id)}>{value}</Link>,
    },
    { title: fieldText(t, 'projectName'), dataIndex: 'projectName', width: 160, ellipsis: true },
    { title: fieldText(t, 'serviceContent'), dataIndex: 'serviceContent', width: 160, ellipsis: true },
    { title: fieldText(t, 'repairUserName'), dataIndex: 'repairUserName', width: 140, ellipsis: true },
    { title: fieldText(t, 'repairUserAddress'), dataIndex: 'repairUserAddress', width: 220, ellipsis: true },
    {
      title: fieldText(t, 'engineerName'),
      dataIndex: 'engineerName',
      width: 110,
      render: (value: string | null) => value || '-',
    },
    {
      title: fieldText(t, 'appointmentTime'),
      dataIndex: 'appointmentTime',
      width: 170,
      render: (value: string | null) => formatDateTime(value),
    },
    {
      title: fieldText(t, 'status'),
      dataIndex: 'status',
      width: 110,
      render: (value: string) => <Tag color="blue">{t(statusLabelKey(value), { ns: 'common' })}</Tag>,
    },
    {
      title: fieldText(t, 'createTime'),
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
