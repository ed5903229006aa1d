import { Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FeeInput } from '@portal/contract/order-step-bodies';
import { formatAmount } from './money';
import { ORDER_KIT_NS } from './locales';

/** A fee row as an order holds it (`id` once it is on file). */
export type FeeTableRow = FeeInput & { id?: number };

export interface FeeTableProps {
  rows: readonly FeeTableRow[];
  /** The total in the last line (none without). */
  total?: number;
  /** A title above the rows. */
  caption?: string;
  /** The table's name for screen readers and tests. */
  name?: string;
}

/** Fee rows (sort, item, range end, amount), read-only, with their total in the last line when given. */
export function FeeTable({ rows, total, caption, name }: FeeTableProps) {
  const { t } = useTranslation(ORDER_KIT_NS);
  const columns: TableColumnsType<FeeTableRow> = [
    { title: t('fees.sortId'), dataIndex: 'sortId', width: 80 },
    { title: t('fees.feeIndex'), dataIndex: 'feeIndex' },
    {
      title: t('fees.endRange'),
      dataIndex: 'endRange',
      width: 140,
      render: (value: number | null) => value ?? '-',
    },
    {
      title: t('fees.amount'),
      dataIndex: 'amount',
      width: 160,
      align: 'right',
      render: (value: number) => formatAmount(value),
    },
  ];
  return (
    <Table<FeeTableRow>
      size="small"
      rowKey={(row) => row.id ?? `${row.sortId}-${row.feeIndex}`}
      columns={columns}
      dataSource={[...rows]}
      pagination={false}
      aria-label={name}
      title={caption ? () => caption : undefined}
      locale={{ emptyText: t('fees.none') }}
      summary={
        total === undefined
          ? undefined
          : () => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={3}>
                  <Typography.Text strong>{t('fees.total')}</Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="right">
                  <Typography.Text strong>{formatAmount(total)}</Typography.Text>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )
      }
    />
  );
}
