import { useNavigate } from 'react-router-dom';
import { Button, Card, Divider, Space, Typography } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BackButton, queryStatusView } from '@portal/shared/ui';
import { formatDateTime } from '@portal/shared';
import { useNotice } from '../hooks/use-notice';

export const NOTICE_LIST_PATH = '/notice';

/** One notice; `id` null (missing or malformed) shows "not found". */
export function NoticeDetail({ id }: { id: number | null }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const query = useNotice(id);

  const back = <BackButton to={NOTICE_LIST_PATH} />;

  const status = queryStatusView(query, {
    missing: id === null,
    notFoundTitle: t('notice.notFound'),
    back,
    skeletonRows: 4,
  });
  if (status !== null || !query.data) return status;

  const notice = query.data;
  const link = notice.link;
  return (
    <Card
      variant="borderless"
      title={t('common:menu.noticeDetails')}
      extra={
        <Space>
          {link && (
            <Button type="primary" icon={<ExportOutlined />} onClick={() => navigate(link)}>
              {t('notice.openLink')}
            </Button>
          )}
          {back}
        </Space>
      }
    >
      <article aria-labelledby="notice-title">
        <Typography.Title level={4} id="notice-title" style={{ marginTop: 0 }}>
          {notice.title}
        </Typography.Title>
        <Space separator={<Divider orientation="vertical" />} wrap>
          <Typography.Text type="secondary">
            {t('notice.sendTime')}: {formatDateTime(notice.sendTime)}
          </Typography.Text>
          {notice.repairUserName && (
            <Typography.Text type="secondary">
              {t('common:orderField.repairUserName')}: {notice.repairUserName}
            </Typography.Text>
          )}
        </Space>
        <Divider />
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {notice.content}
        </Typography.Paragraph>
      </article>
    </Card>
  );
}
