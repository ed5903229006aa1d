import type { ReactNode } from 'react';
import { Tag, type TableColumnsType, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PageState } from '@portal/shared';
import { PagedTable, type PagedQuery } from '@portal/shared/ui';
import { statusText } from '../../../lib/i18n-labels';
import { orderColumns } from '../../../lib/order-columns';
import { paths } from '../../../lib/paths';
import type { StationOrderRow } from '@portal/shared/contract';

interface Props {
  /** The list's query: its page of rows; a failed load shows as a failure with 重试. */
  query: PagedQuery<StationOrderRow>;
  page: PageState;
  onPageChange: (page: PageState) => void;
  /** The actions column's content for a row. */
  actions?: (row: StationOrderRow) => ReactNode;
  rowSelection?: TableProps<StationOrderRow>['rowSelection'];
}

export function DispatchOrderTable({ query, page, onPageChange, actions, rowSelection }: Props) {
  const { t } = useTranslation('dispatch');
  const col = orderColumns<StationOrderRow>(t);
  const columns: TableColumnsType<StationOrderRow> = [
    col.serviceNo(paths.details),
    col.text('projectName', 160),
    col.text('serviceContent', 160),
    col.text('repairUserName', 140),
    col.text('repairUserAddress', 220),
    col.orDash('engineerName', 110),
    col.time('appointmentTime'),
    col.column('status', 110, {
      render: (value: string) => <Tag color="blue">{statusText(t, value)}</Tag>,
    }),
    col.time('createTime'),
  ];
  if (actions) columns.push(col.actions(250, actions));

  return (
    <PagedTable<StationOrderRow>
      rowKey="id"
      columns={columns}
      query={query}
      page={page}
      onPage={onPageChange}
      scroll={{ x: actions ? 1600 : 1400 }}
      rowSelection={rowSelection}
    />
  );
}
