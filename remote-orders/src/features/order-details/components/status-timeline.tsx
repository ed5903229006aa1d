import { Empty, Space, Timeline, Typography } from 'antd';
import { ArrowRightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDateTime, isOrderStatus, isStepName, stepLabelKey } from '@portal/shared';
import { useStatusLabel } from '@portal/shared/ui';
import type { TimelineEntry } from '../hooks/use-order-detail';

const colorOf = (entry: TimelineEntry) =>
  entry.toStatus === 'cancelled'
    ? 'red'
    : entry.fromStatus === entry.toStatus
      ? 'gray'
      : entry.toStatus === 'confirmed'
        ? 'green'
        : 'blue';

/** The order's history: who did what and when, the status change and the note, oldest first. */
export function StatusTimeline({ entries }: { entries: TimelineEntry[] }) {
  const { t } = useTranslation('orders');
  const statusLabel = useStatusLabel();
  // Older rows name the status reached instead of the step taken. Steps read as the contract labels them.
  const actionLabel = (action: string) =>
    isOrderStatus(action)
      ? t('orderDetail.action.statusChange')
      : isStepName(action)
        ? t(stepLabelKey(action), { ns: 'common' })
        : t(`orderDetail.action.${action}`, { defaultValue: action });
  if (entries.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Timeline
      aria-label={t('orderDetail.timeline')}
      items={entries.map((entry, index) => ({
        key: index,
        color: colorOf(entry),
        title: formatDateTime(entry.createTime),
        content: (
          <Space orientation="vertical" size={2}>
            <Typography.Text strong>
              {actionLabel(entry.action)} · {entry.operatorName}
            </Typography.Text>
            <Typography.Text>
              {entry.fromStatus && entry.fromStatus !== entry.toStatus ? (
                <>
                  {statusLabel(entry.fromStatus)} <ArrowRightOutlined aria-label={t('orderDetail.to')} />{' '}
                  {statusLabel(entry.toStatus)}
                </>
              ) : (
                statusLabel(entry.toStatus)
              )}
            </Typography.Text>
            {entry.note && (
              <Typography.Text type="secondary" style={{ whiteSpace: 'pre-wrap' }}>
                {t('orderDetail.note')}: {entry.note}
              </Typography.Text>
            )}
          </Space>
        ),
      }))}
    />
  );
}
