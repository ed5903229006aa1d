import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { formatDateTime } from '@portal/shared';
import { OrderStatusTag } from '@portal/shared/ui';
import { fieldText } from './i18n-labels';

type Column<Row> = TableColumnsType<Row>[number];

/** The column outlines the order lists (station, dispatch query, my tasks) share, titled by `fieldText`. */
export function orderColumns<Row extends { id: number; serviceNo: string; status: string }>(t: TFunction) {
  const column = (field: keyof Row & string, width: number, more?: Column<Row>): Column<Row> => ({
    title: fieldText(t, field),
    dataIndex: field,
    key: field,
    width,
    ...more,
  });
  return {
    column,
    /** A text cut to the column's width. */
    text: (field: keyof Row & string, width: number) => column(field, width, { ellipsis: true }),
    /** A text that may be empty: '-'. */
    orDash: (field: keyof Row & string, width: number) =>
      column(field, width, { render: (value: string | null) => value || '-' }),
    time: (field: keyof Row & string, more?: Column<Row>) =>
      column(field, 170, { render: (value: string | null) => formatDateTime(value), ...more }),
    status: (width: number) =>
      column('status', width, {
        render: (value: string) => <OrderStatusTag status={value} />,
      }),
    /** The order number, fixed on the left, a link to the order's page. */
    serviceNo: (to: (id: number) => string, more?: Column<Row>) =>
      column('serviceNo', 170, {
        fixed: 'left',
        render: (value: string, row) => <Link to={to(row.id)}>{value}</Link>,
        ...more,
      }),
    /** The actions column, fixed on the right. */
    actions: (width: number, render: (row: Row) => ReactNode): Column<Row> => ({
      title: t('common:common.actions'),
      key: 'actions',
      fixed: 'right',
      width,
      render: (_: unknown, row: Row) => render(row),
    }),
  };
}
