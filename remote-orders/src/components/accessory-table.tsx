import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { orDash } from '@portal/shared';
import type { AccessoryLine } from '@portal/shared/contract';

export const accessoryDetailsPath = (id: number) => `/accessoriesQueryDetails?id=${id}`;

/** Part lines of one shipment: name, model, quantity. */
export function AccessoryLinesTable({ lines }: { lines: AccessoryLine[] }) {
  const { t } = useTranslation('orders');
  const columns: TableColumnsType<AccessoryLine> = [
    { title: t('common:accessoryField.name'), dataIndex: 'name' },
    { title: t('common:accessoryField.model'), dataIndex: 'model', render: orDash },
    { title: t('common:accessoryField.quantity'), dataIndex: 'quantity', width: 100, align: 'right' },
  ];
  return (
    <Table<AccessoryLine> size="small" rowKey="id" columns={columns} dataSource={lines} pagination={false} />
  );
}
