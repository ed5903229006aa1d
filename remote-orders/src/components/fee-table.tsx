import { Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderFee } from '@portal/shared';
import { formatAmount } from '../lib/money';

export type FeeRow = OrderFee;

interface Props {
  rows: FeeRow[];
  total: number;
  caption?: string;
}

/** Fee rows (sort, item, range end, amount) with their total in the last line. */
export function FeeTable({ rows, total, caption }: Props) {
  const { t } = useTranslation('orders');
  const columns: TableColumnsType<FeeRow> = [
    { title: t('fees.sortId'), dataIndex: 'sortId', width: 80 },
    { title: t('fees.feeIndex'), dataIndex: 'feeIndex' },
    {
      title: t('fees.endRange'),
      dataIndex: 'endRange',
      width: 140,
      render: (value: number | null) => (value === null ? '-' : value),
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
    <Table<FeeRow>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={rows}
      pagination={false}
      title={caption ? () => caption : undefined}
      locale={{ emptyText: t('fees.none') }}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={3}>
            <Typography.Text strong>{t('fees.total')}</Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={3} align="right">
            <Typography.Text strong>{formatAmount(total)}</Typography.Text>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
