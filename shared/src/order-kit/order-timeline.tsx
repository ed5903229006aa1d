import { Empty, Space, Timeline, Typography, theme, type GlobalToken } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS, isOrderStatus, type FlowStatus } from '@portal/contract/order-status';
import { isStepName, stepLabelKey, stepReaching } from '@portal/contract/order-steps';
import type { OrderDetail } from '@portal/contract/order-detail';
import { formatDateTime } from '../lib/format';
import { useStatusLabel } from '../components/order-status-tag';
import { ORDER_KIT_NS } from './locales';

/** One row of an order's history (the customer's and the staff's details both carry these). */
export type OrderTimelineEntry = OrderDetail['timeline'][number] & { id?: number };

type PresetColour = 'blue' | 'purple' | 'cyan' | 'green' | 'magenta' | 'orange' | 'gold' | 'geekblue';

/**
 * The dot of an entry: the colour of the status it reached, as the status tags show it (the contract's
 * `STATUS_COLORS`); grey for a status without a colour (cancelled) or one the portal does not know.
 */
export function timelineColour(status: string, token: Pick<GlobalToken, PresetColour>): string {
  const colour = STATUS_COLORS[status as FlowStatus];
  return colour && colour in token ? token[colour as PresetColour] : 'gray';
}

/** The order's history, oldest first: the action and who took it, when, the status change and the note. */
export function OrderTimeline({ entries }: { entries: readonly OrderTimelineEntry[] }) {
  const { t } = useTranslation(ORDER_KIT_NS);
  const { token } = theme.useToken();
  const statusLabel = useStatusLabel();
  // Older rows name the status reached instead of the step taken: those read as the step that reaches it.
  const actionLabel = (action: string) => {
    const step = stepReaching(action) ?? action;
    if (isStepName(step)) return t(stepLabelKey(step), { ns: 'common' });
    if (isOrderStatus(step)) return t('timeline.action.statusChange');
    return t(`timeline.action.${step}`, { defaultValue: action });
  };
  if (entries.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Timeline
      aria-label={t('timeline.label')}
      items={entries.map((entry, index) => ({
        key: entry.id ?? index,
        color: timelineColour(entry.toStatus, token),
        content: (
          <Space orientation="vertical" size={2} data-testid="timeline-entry">
            <Typography.Text strong>
              {actionLabel(entry.action)} · {entry.operatorName}
            </Typography.Text>
            <Typography.Text type="secondary">{formatDateTime(entry.createTime)}</Typography.Text>
            <Typography.Text>
              {entry.fromStatus && entry.fromStatus !== entry.toStatus
                ? t('timeline.change', {
                    from: statusLabel(entry.fromStatus),
                    to: statusLabel(entry.toStatus),
                  })
                : statusLabel(entry.toStatus)}
            </Typography.Text>
            {entry.note ? (
              <Typography.Text type="secondary" style={{ whiteSpace: 'pre-wrap' }}>
                {t('timeline.note', { note: entry.note })}
              </Typography.Text>
            ) : null}
          </Space>
        ),
      }))}
    />
  );
}
