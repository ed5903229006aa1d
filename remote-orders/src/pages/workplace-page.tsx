import '../locales';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Col, Flex, Row, Typography, theme } from 'antd';
import { FormOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@portal/shared';
import { RemoteRoot } from '@portal/shared/ui';
import { StatusCountCards } from '../features/order-statistics/components/status-count-cards';
import { SettlementLink } from '../features/order-statistics/components/settlement-link';
import { LatestAnnouncements } from '../features/announcements/components/latest-announcements';
import { UnreadNotices } from '../features/notices/components/unread-notices';

export const PLACE_ORDER_PATH = '/order';

/** /workplace, the home page. */
export default function WorkplacePage() {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const name = useSessionStore((s) => s.user?.name);
  const { token } = theme.useToken();

  return (
    <RemoteRoot>
      <Flex vertical gap={16}>
        <Card variant="borderless">
          <Flex justify="space-between" align="center" wrap gap={12}>
            {/* The page's first visible heading under the shell's <h1>: level 2, drawn at antd's h4 size. */}
            <Typography.Title
              level={2}
              style={{ margin: 0, fontSize: token.fontSizeHeading4, lineHeight: token.lineHeightHeading4 }}
            >
              {name ? t('workplace.welcome', { name }) : t('common:menu.workplace')}
            </Typography.Title>
            <Button
              type="primary"
              size="large"
              icon={<FormOutlined />}
              onClick={() => navigate(PLACE_ORDER_PATH)}
            >
              {t('common:menu.order')}
            </Button>
          </Flex>
        </Card>
        <Card variant="borderless" title={t('workplace.orderStatistics')} extra={<SettlementLink />}>
          <StatusCountCards />
        </Card>
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <LatestAnnouncements />
          </Col>
          <Col xs={24} lg={12}>
            <UnreadNotices />
          </Col>
        </Row>
      </Flex>
    </RemoteRoot>
  );
}
