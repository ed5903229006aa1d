import { Empty, Timeline, theme, type GlobalToken } from 'antd';
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
  const secondary = { color: token.colorTextSecondary };
  return (
    <Timeline
      aria-label={t('timeline.label')}
      items={entries.map((entry, index) => ({
        key: entry.id ?? index,
        color: timelineColour(entry.toStatus, token),
        content: (
          // Plain elements in the theme's colours, not Space and Typography: a history of a dozen rows
          // built some 150 antd components (each text with its own resize observer) on the task page.
          <div data-testid="timeline-entry" style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <strong style={{ fontWeight: token.fontWeightStrong }}>
              {actionLabel(entry.action)} · {entry.operatorName}
            </strong>
            <span style={secondary}>{formatDateTime(entry.createTime)}</span>
            <span>
              {entry.fromStatus && entry.fromStatus !== entry.toStatus
                ? t('timeline.change', {
                    from: statusLabel(entry.fromStatus),
                    to: statusLabel(entry.toStatus),
                  })
                : statusLabel(entry.toStatus)}
            </span>
            {entry.note ? (
              <span style={{ ...secondary, whiteSpace: 'pre-wrap' }}>
                {t('timeline.note', { note: entry.note })}
              </span>
            ) : null}
          </div>
        ),
      }))}
    />
  );
}
