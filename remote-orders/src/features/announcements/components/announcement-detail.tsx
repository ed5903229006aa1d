import { useNavigate } from 'react-router-dom';
import { Button, Card, Divider, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ApiError, messageForFailure, useSessionStore } from '@portal/shared';
import { formatDateTime } from '@portal/shared';
import { useAnnouncement } from '../hooks/use-announcement';

export const ANNOUNCEMENT_LIST_PATH = '/systemAnnounce';

/** One announcement; `id` null (a missing or malformed id) shows "not found". */
export function AnnouncementDetail({ id }: { id: number | null }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const isManager = useSessionStore((s) => s.user?.authority === 'manager');
  const query = useAnnouncement(id);

  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(ANNOUNCEMENT_LIST_PATH)}>
      {t('common:common.back')}
    </Button>
  );

  const notFound = id === null || (query.error instanceof ApiError && query.error.status === 404);
  if (notFound) {
    return <Result status="404" title={t('announce.notFound')} extra={back} />;
  }
  if (query.isError) {
    return (
      <Result
        status="error"
        title={t('common:common.loadFailed')}
        subTitle={messageForFailure(query.error).message}
        extra={
          <Space>
            {back}
            <Button type="primary" onClick={() => void query.refetch()}>
              {t('common:common.retry')}
            </Button>
          </Space>
        }
      />
    );
  }
  if (!query.data) {
    return (
      <Card variant="borderless">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }

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
            {t('announce.publisherLabel')}: {announcement.publisherName}
          </Typography.Text>
          <Typography.Text type="secondary">
            {t('announce.publishTimeLabel')}: {formatDateTime(announcement.publishTime)}
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
