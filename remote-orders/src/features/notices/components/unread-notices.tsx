import { Link } from 'react-router-dom';
import { Badge, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@portal/shared';
import { useUnreadNotices } from '../hooks/use-unread-notices';

export const PERSONAL_NOTICE_PATH = '/personalCenter/personalNotice';

/** The home page's card of unread notices; each links to the personal notice centre. */
export function UnreadNotices() {
  const { t } = useTranslation('orders');
  const query = useUnreadNotices();
  const records = query.data?.records ?? [];

  return (
    <Card
      title={
        <Flex align="center" gap={8}>
          {t('workplace.unreadNotices')}
          <Badge count={query.data?.total ?? 0} overflowCount={99} />
        </Flex>
      }
      extra={<Link to={PERSONAL_NOTICE_PATH}>{t('workplace.more')}</Link>}
      style={{ height: '100%' }}
    >
      {query.isPending ? (
        <Skeleton active />
      ) : records.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workplace.noUnreadNotices')} />
      ) : (
        <ul aria-label={t('workplace.unreadNotices')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {records.map((notice) => (
            <li key={notice.id} style={{ padding: '8px 0' }}>
              <Flex justify="space-between" gap={12}>
                <Typography.Text ellipsis style={{ flex: 1, minWidth: 0 }}>
                  <Link to={PERSONAL_NOTICE_PATH}>{notice.title}</Link>
                </Typography.Text>
                <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(notice.sendTime)}
                </Typography.Text>
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
