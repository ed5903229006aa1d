import { useNavigate } from 'react-router-dom';
import { Button, Card, Flex, Result, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError, messageForFailure } from '@portal/shared';
import { AccessoryShipments } from '../../../components/accessory-table';
import { BackButton, OrderStatusTag } from '@portal/shared/ui';
import { useOrderAccessories, useOrderSummary } from '../hooks/use-accessories';
import { orderDetailsPath } from './accessory-list';
import { ResendAccessoryForm } from './resend-accessory-form';

const CLOSED = ['cancelled'];

/** /addAccessory?id=: an order's shipments and a form to have parts sent again. */
export function OrderAccessories({ serviceId }: { serviceId: number | null }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const order = useOrderSummary(serviceId);
  const shipments = useOrderAccessories(serviceId);

  const back = <BackButton to={'/orderQuery'} />;
  const failure = order.error ?? shipments.error;
  if (serviceId === null || (failure instanceof ApiError && failure.status === 404)) {
    return <Result status="404" title={t('orderDetail.notFound')} extra={back} />;
  }
  if (failure) {
    return (
      <Result
        status="error"
        title={t('common:common.loadFailed')}
        subTitle={messageForFailure(failure).message}
        extra={
          <Space>
            {back}
            <Button
              type="primary"
              onClick={() => {
                void order.refetch();
                void shipments.refetch();
              }}
            >
              {t('common:common.retry')}
            </Button>
          </Space>
        }
      />
    );
  }
  if (!order.data || !shipments.data) {
    return (
      <Card variant="borderless">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }

  return (
    <Flex vertical gap={16}>
      <Card
        variant="borderless"
        title={
          <Space wrap>
            <span>
              {t('common:menu.addAccessory')} · {order.data.serviceNo}
            </span>
            <OrderStatusTag status={order.data.status} />
          </Space>
        }
        extra={
          <Space>
            <Button onClick={() => navigate(orderDetailsPath(serviceId))}>
              {t('common:common.details')}
            </Button>
            {back}
          </Space>
        }
      >
        <AccessoryShipments shipments={shipments.data} />
      </Card>
      <ResendAccessoryForm serviceId={serviceId} disabled={CLOSED.includes(order.data.status)} />
    </Flex>
  );
}
