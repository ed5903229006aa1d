import { Card, Descriptions, Empty, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CourierTrack } from '@portal/shared/contract';
import { AccessoryStatusTag } from '@portal/shared/ui';

/** The shipment and its courier events, newest first. */
export function ExpressTrack({ track }: { track: CourierTrack }) {
  const { t } = useTranslation('dispatch');
  const events = [...track.events].reverse();
  return (
    <>
      <Card variant="borderless" title={t('common:menu.express')}>
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('common:accessoryField.courierCompanyName')}>
            {track.courierCompanyName || '-'}
          </Descriptions.Item>
          <Descriptions.Item label={t('common:accessoryField.courierNo')}>
            {track.courierNo || '-'}
          </Descriptions.Item>
          <Descriptions.Item label={t('common:accessoryField.status')}>
            <AccessoryStatusTag status={track.status} />
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card variant="borderless" title={t('accessory.events')}>
        {events.length ? (
          <Timeline
            items={events.map((event, index) => ({
              key: `${event.time}-${index}`,
              color: index === 0 ? 'green' : 'gray',
              title: event.time,
              content: event.description,
            }))}
          />
        ) : (
          <Empty description={t('accessory.noEvents')} />
        )}
      </Card>
    </>
  );
}
