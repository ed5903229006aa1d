import { Link } from 'react-router-dom';
import { Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, orDash } from '@portal/shared';
import type { Accessory, AccessoryLine } from '@portal/shared/contract';

export const accessoryDetailsPath = (id: number) => `/accessoriesQueryDetails?id=${id}`;

export function AccessoryStatusTag({ status }: { status: string }) {
  const { t } = useTranslation('orders');
  const color = status === 'sent' ? 'green' : status === 'requested' ? 'orange' : 'default';
  return <Tag color={color}>{t(`accessory.status.${status}`, { defaultValue: status })}</Tag>;
}

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

/** Shipments of an order, each with its lines, courier and number. */
export function AccessoryShipments({ shipments }: { shipments: Array<Accessory> }) {
  const { t } = useTranslation('orders');
  const columns: TableColumnsType<Accessory> = [
    {
      title: t('accessory.createTime'),
      dataIndex: 'createTime',
      width: 170,
      render: (value: string, row) => <Link to={accessoryDetailsPath(row.id)}>{formatDateTime(value)}</Link>,
    },
    {
      title: t('common:accessoryField.status'),
      dataIndex: 'status',
      width: 100,
      render: (s: string) => <AccessoryStatusTag status={s} />,
    },
    {
      title: t('common:accessoryField.lines'),
      key: 'lines',
      render: (_, row) => (
        <Space orientation="vertical" size={2}>
          {row.lines.map((line) => (
            <span key={line.id}>
              {line.name}
              {line.model ? ` / ${line.model}` : ''} × {line.quantity}
            </span>
          ))}
        </Space>
      ),
    },
    {
      title: t('accessory.courier'),
      key: 'courier',
      width: 220,
      render: (_, row) =>
        row.courierNo ? (
          <Space orientation="vertical" size={2}>
            <span>{row.courierCompanyName ?? '-'}</span>
            <Typography.Text copyable>{row.courierNo}</Typography.Text>
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('accessory.notShipped')}</Typography.Text>
        ),
    },
    { title: t('common:accessoryField.remark'), dataIndex: 'remark', render: orDash },
    { title: t('accessory.creator'), dataIndex: 'creatorName', width: 110, render: orDash },
  ];
  return (
    <Table<Accessory>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={shipments}
      pagination={false}
      scroll={{ x: 900 }}
      locale={{ emptyText: t('accessory.none') }}
    />
  );
}
