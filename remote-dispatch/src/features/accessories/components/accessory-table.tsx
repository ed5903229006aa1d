import { Link } from 'react-router-dom';
import { Button, Space, Table, Tag, type TableColumnsType } from 'antd';
import { ConfirmLink } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { fieldText } from '../../../lib/i18n-labels';
import { paths } from '../../../lib/paths';
import type { Accessory } from '@portal/shared/contract';

interface Props {
  rows: Accessory[];
  loading?: boolean;
  onEdit?: (row: Accessory) => void;
  onDelete?: (row: Accessory) => void;
}

/** Parts shipments: lines, courier and number (to its tracking), receiver, status. */
export function AccessoryTable({ rows, loading, onEdit, onDelete }: Props) {
  const { t } = useTranslation('dispatch');
  const columns: TableColumnsType<Accessory> = [
    {
      title: t('common:accessoryField.lines'),
      dataIndex: 'lines',
      render: (lines: Accessory['lines']) => (
        <Space orientation="vertical" size={0}>
          {lines.map((l, i) => (
            <span key={l.id ?? i}>
              {l.name}
              {l.model ? ` (${l.model})` : ''} × {l.quantity}
            </span>
          ))}
        </Space>
      ),
    },
    {
      title: t('common:accessoryField.courierCompanyName'),
      dataIndex: 'courierCompanyName',
      width: 110,
      render: (v: string | null) => v || '-',
    },
    {
      title: t('common:accessoryField.courierNo'),
      dataIndex: 'courierNo',
      width: 190,
      render: (value: string | null, row) => (value ? <Link to={paths.express(row.id)}>{value}</Link> : '-'),
    },
    {
      title: t('accessory.receiver'),
      dataIndex: 'receiverName',
      width: 100,
      render: (v: string | null | undefined) => v || '-',
    },
    {
      title: t('common:accessoryField.status'),
      dataIndex: 'status',
      width: 90,
      render: (v: string) => (
        <Tag color={v === 'sent' ? 'green' : 'orange'}>{t(`accessory.status.${v}`, { defaultValue: v })}</Tag>
      ),
    },
    {
      title: t('common:accessoryField.remark'),
      dataIndex: 'remark',
      width: 160,
      ellipsis: true,
      render: (v: string | null) => v || '-',
    },
    { title: fieldText(t, 'createTime'), dataIndex: 'createTime', width: 170 },
  ];
  if (onEdit || onDelete) {
    columns.push({
      title: t('common:common.actions'),
      key: 'actions',
      width: 120,
      render: (_: unknown, row) => (
        <Space>
          {onEdit ? (
            <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onEdit(row)}>
              {t('common:common.edit')}
            </Button>
          ) : null}
          {onDelete ? (
            <ConfirmLink
              title={t('accessory.deleteConfirm')}
              danger
              style={{ padding: 0 }}
              onConfirm={() => onDelete(row)}
            >
              {t('common:common.delete')}
            </ConfirmLink>
          ) : null}
        </Space>
      ),
    });
  }
  return (
    <Table<Accessory>
      rowKey="id"
      size="small"
      loading={loading}
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 1000 }}
    />
  );
}
