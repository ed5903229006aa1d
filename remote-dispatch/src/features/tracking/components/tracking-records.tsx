import { useState } from 'react';
import { Button, Card, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FIRST_PAGE, tablePagination, type PageState } from '@portal/shared';
import { fieldText } from '../../../lib/i18n-labels';
import type { TrackingRecord } from '../api/types';
import { useTrackingPage } from '../hooks/use-tracking';
import { TrackingDialog } from './tracking-dialog';

interface Props {
  serviceId: number;
  engineerId: number | null;
  /** Adding and editing (the order is not closed). */
  editable: boolean;
  /** Inside another card (the details page): no card of its own. */
  bare?: boolean;
}

/** The order's tracking records, newest first, with the add/edit dialog. */
export function TrackingRecords({ serviceId, engineerId, editable, bare = false }: Props) {
  const { t } = useTranslation('dispatch');
  const [page, setPage] = useState<PageState>(FIRST_PAGE);
  const [dialog, setDialog] = useState<{ record: TrackingRecord | null } | null>(null);
  const list = useTrackingPage({ serviceId, ...page });

  const columns: TableColumnsType<TrackingRecord> = [
    { title: t('tracking.contactTime'), dataIndex: 'contactTime', width: 170 },
    {
      title: t('tracking.content'),
      dataIndex: 'content',
      render: (value: string, row) => (
        <Space orientation="vertical" size={2}>
          <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{value}</Typography.Paragraph>
          <Space size={4} wrap>
            {row.type !== 'content' ? <Tag color="purple">{t(`tracking.type.${row.type}`)}</Tag> : null}
            {row.isCustomerVisibility ? <Tag color="green">{t('tracking.customerVisible')}</Tag> : null}
            {row.isEngineerVisible ? <Tag color="blue">{t('tracking.engineerVisible')}</Tag> : null}
            {row.isRemind && row.remindTime ? (
              <Tag color={row.remindSentTime ? 'default' : 'orange'}>
                {t('tracking.remindAt', { name: row.reminderName ?? '-', time: row.remindTime.slice(0, 16) })}
              </Tag>
            ) : null}
          </Space>
        </Space>
      ),
    },
    { title: t('tracking.creator'), dataIndex: 'creator', width: 110 },
    {
      title: fieldText(t, 'engineerName'),
      dataIndex: 'engineerName',
      width: 110,
      render: (v: string | null) => v || '-',
    },
  ];
  if (editable) {
    columns.push({
      title: t('common:common.actions'),
      key: 'actions',
      width: 80,
      render: (_: unknown, row) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setDialog({ record: row })}>
          {t('common:common.edit')}
        </Button>
      ),
    });
  }

  const addButton = editable ? (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ record: null })}>
      {t('tracking.add')}
    </Button>
  ) : null;
  const table = (
    <Table<TrackingRecord>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={list.data?.records ?? []}
      loading={list.isFetching}
      pagination={tablePagination(page, list.data?.total ?? 0, setPage, (total) =>
        t('common:common.total', { total }),
      )}
    />
  );

  return (
    <>
      {bare ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {addButton}
          {table}
        </Space>
      ) : (
        <Card variant="borderless" title={t('common:menu.trackingRecord')} extra={addButton}>
          {table}
        </Card>
      )}
      <TrackingDialog
        open={dialog !== null}
        serviceId={serviceId}
        engineerId={engineerId}
        record={dialog?.record ?? null}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
