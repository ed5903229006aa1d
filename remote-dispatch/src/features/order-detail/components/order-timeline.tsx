import { Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { actionText, statusText } from '../../../lib/i18n-labels';
import type { StaffOrderDetail } from '@portal/shared/contract';

/** Who did what when: each step with its from -> to status and note. */
export function OrderTimeline({ entries }: { entries: StaffOrderDetail['timeline'] }) {
  const { t } = useTranslation('dispatch');
  if (entries.length === 0)
    return <Typography.Text type="secondary">{t('common:common.noData')}</Typography.Text>;
  return (
    <Timeline
      items={entries.map((entry, index) => ({
        key: entry.id ?? index,
        color: entry.fromStatus === entry.toStatus ? 'gray' : 'blue',
        content: (
          <div data-testid="timeline-entry">
            <Typography.Text strong>{actionText(t, entry.action)}</Typography.Text>
            <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
              {entry.createTime} · {entry.operatorName}
            </Typography.Text>
            {entry.fromStatus !== entry.toStatus ? (
              <div>
                {entry.fromStatus
                  ? t('timeline.change', {
                      from: statusText(t, entry.fromStatus),
                      to: statusText(t, entry.toStatus),
                    })
                  : statusText(t, entry.toStatus)}
              </div>
            ) : null}
            {entry.note ? <div>{t('timeline.note', { note: entry.note })}</div> : null}
          </div>
        ),
      }))}
    />
  );
}
