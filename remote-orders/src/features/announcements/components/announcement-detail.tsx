import { Card, Divider, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, useSessionStore } from '@portal/shared';
import { BackButton, queryStatusView } from '@portal/shared/ui';
import { useAnnouncement } from '../hooks/use-announcement';

export const ANNOUNCEMENT_LIST_PATH = '/systemAnnounce';

/** One announcement; `id` null (a missing or malformed id) shows "not found". */
export function AnnouncementDetail({ id }: { id: number | null }) {
  const { t } = useTranslation('orders');
  const isManager = useSessionStore((s) => s.user?.authority === 'manager');
  const query = useAnnouncement(id);

  const back = <BackButton to={ANNOUNCEMENT_LIST_PATH} />;

  const status = queryStatusView(query, {
    missing: id === null,
    notFoundTitle: t('announce.notFound'),
    back,
  });
  if (status !== null || !query.data) return status;

  const announcement = query.data;
  return (
    <Card variant="borderless" extra={back} title={t('common:menu.systemAnnounceDetails')}>
      <article aria-labelledby="announcement-title">
        <Typography.Title level={3} id="announcement-title" style={{ marginTop: 0 }}>
          {announcement.title}
          {isManager && announcement.status === 'withdrawn' && (
            <Tag style={{ marginInlineStart: 12, verticalAlign: 'middle' }}>{t('announce.withdrawn')}</Tag>
          )}
        </Typography.Title>
        <Space separator={<Divider orientation="vertical" />} wrap>
          <Typography.Text type="secondary">
            {t('announce.columnPublisher')}: {announcement.publisherName}
          </Typography.Text>
          <Typography.Text type="secondary">
            {t('announce.columnPublishTime')}: {formatDateTime(announcement.publishTime)}
          </Typography.Text>
        </Space>
        <Divider />
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {announcement.content}
        </Typography.Paragraph>
      </article>
    </Card>
  );
}
