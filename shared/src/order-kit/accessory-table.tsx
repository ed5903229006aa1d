import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Accessory } from '@portal/contract/accessories';
import { formatDateTime, orDash } from '../lib/format';
import { ORDER_KIT_NS } from './locales';

const STATUS_COLOURS: Record<string, string> = { requested: 'orange', sent: 'green' };

/** A shipment's status as a tag: 待发货 orange, 已发货 green, 已签收 plain. */
export function AccessoryStatusTag({ status }: { status: string }) {
  const { t } = useTranslation(ORDER_KIT_NS);
  return (
    <Tag color={STATUS_COLOURS[status] ?? 'default'}>
      {t(`accessory.status.${status}`, { defaultValue: status })}
    </Tag>
  );
}

export interface AccessoryTableProps {
  rows: readonly Accessory[];
  loading?: boolean;
  /** Where a shipment's own page is (its request time links there). */
  detailsPath?: (row: Accessory) => string;
  /** Where a courier number's tracking is (the number links there; else it can be copied). */
  trackingPath?: (row: Accessory) => string;
  /** The actions of a row (a last column when given). */
  actions?: (row: Accessory) => ReactNode;
}

/** The parts shipments of an order: when and by whom requested, status, lines, courier and number, receiver, remark. */
export function AccessoryTable({ rows, loading, detailsPath, trackingPath, actions }: AccessoryTableProps) {
  const { t } = useTranslation(ORDER_KIT_NS);
  const columns: TableColumnsType<Accessory> = [
    {
      title: t('accessory.createTime'),
      dataIndex: 'createTime',
      width: 170,
      render: (value: string, row) =>
        detailsPath ? <Link to={detailsPath(row)}>{formatDateTime(value)}</Link> : formatDateTime(value),
    },
    {
      title: t('common:accessoryField.status'),
      dataIndex: 'status',
      width: 100,
      render: (status: string) => <AccessoryStatusTag status={status} />,
    },
    {
      title: t('common:accessoryField.lines'),
      key: 'lines',
      render: (_, row) => (
        <Space orientation="vertical" size={2}>
          {row.lines.map((line, index) => (
            <span key={line.id ?? index}>
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
            <span>{orDash(row.courierCompanyName)}</span>
            {trackingPath ? (
              <Link to={trackingPath(row)}>{row.courierNo}</Link>
            ) : (
              <Typography.Text copyable>{row.courierNo}</Typography.Text>
            )}
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('accessory.notShipped')}</Typography.Text>
        ),
    },
    { title: t('accessory.receiver'), dataIndex: 'receiverName', width: 100, render: orDash },
    { title: t('common:accessoryField.remark'), dataIndex: 'remark', ellipsis: true, render: orDash },
    { title: t('accessory.creator'), dataIndex: 'creatorName', width: 110, render: orDash },
  ];
  if (actions) {
    columns.push({
      title: t('common:common.actions'),
      key: 'actions',
      width: 120,
      render: (_, row) => actions(row),
    });
  }
  return (
    <Table<Accessory>
      size="small"
      rowKey="id"
      loading={loading}
      columns={columns}
      dataSource={[...rows]}
      pagination={false}
      scroll={{ x: 1000 }}
      locale={{ emptyText: t('accessory.none') }}
    />
  );
}
