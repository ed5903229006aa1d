import { useNavigate } from 'react-router-dom';
import { Button, Card, Flex, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { accessoryDetailsPath } from '../../../components/accessory-table';
import { AccessoryTable, BackButton, OrderStatusTag, queryStatusView } from '@portal/shared/ui';
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
  // The two loads count as one: a failure of either (a 404 reads as not found) and 重试 fetches both.
  const failure = order.error ?? shipments.error;
  const status = queryStatusView(
    {
      isError: failure !== null,
      error: failure,
      data: order.data && shipments.data,
      refetch: () => {
        void order.refetch();
        void shipments.refetch();
      },
    },
    { missing: serviceId === null, notFoundTitle: t('orderDetail.notFound'), back },
  );
  if (status !== null || serviceId === null || !order.data || !shipments.data) return status;

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
        <AccessoryTable rows={shipments.data} detailsPath={(row) => accessoryDetailsPath(row.id)} />
      </Card>
      <ResendAccessoryForm serviceId={serviceId} disabled={CLOSED.includes(order.data.status)} />
    </Flex>
  );
}
