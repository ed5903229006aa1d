import { Link } from 'react-router-dom';
import { Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@portal/shared';
import { useAnnouncementPage } from '../hooks/use-announcement-page';
import { announcementDetailsPath } from './announcement-list';
import { ANNOUNCEMENT_LIST_PATH } from './announcement-detail';

export const LATEST_ANNOUNCEMENT_COUNT = 5;

/** The home page's card of the newest announcements. */
export function LatestAnnouncements() {
  const { t } = useTranslation('orders');
  const query = useAnnouncementPage({ current: 1, size: LATEST_ANNOUNCEMENT_COUNT });
  const records = query.data?.records ?? [];

  return (
    <Card
      title={t('workplace.latestAnnouncements')}
      extra={<Link to={ANNOUNCEMENT_LIST_PATH}>{t('workplace.more')}</Link>}
      style={{ height: '100%' }}
    >
      {query.isPending ? (
        <Skeleton active />
      ) : records.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common:common.noData')} />
      ) : (
        <ul
          aria-label={t('workplace.latestAnnouncements')}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {records.map((item) => (
            <li key={item.id} style={{ padding: '8px 0' }}>
              <Flex justify="space-between" gap={12}>
                <Typography.Text ellipsis style={{ flex: 1, minWidth: 0 }}>
                  <Link to={announcementDetailsPath(item.id)}>{item.title}</Link>
                </Typography.Text>
                <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(item.publishTime)}
                </Typography.Text>
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
