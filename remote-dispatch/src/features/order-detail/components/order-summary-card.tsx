import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card, Descriptions, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DETAIL_DESCRIPTION_STYLES, formatDateTime } from '@portal/shared';
import { OrderStatusTag } from '@portal/shared/ui';
import type { OrderHeading, StaffOrderDetail } from '@portal/shared/contract';
import { fieldText } from '../../../lib/i18n-labels';
import { paths } from '../../../lib/paths';

type SummaryOrder = OrderHeading & Pick<StaffOrderDetail, 'serviceContent'>;

/** The order's head on every sub-page: number (to the details), status and the facts a dispatcher needs. */
export function OrderSummaryCard({
  order,
  extra,
  linkDetails = true,
}: {
  order: SummaryOrder;
  extra?: ReactNode;
  linkDetails?: boolean;
}) {
  const { t } = useTranslation('dispatch');
  return (
    <Card
      variant="borderless"
      title={
        <Space>
          <Typography.Text type="secondary">{fieldText(t, 'serviceNo')}</Typography.Text>
          {linkDetails ? (
            <Link to={paths.details(order.id)}>{order.serviceNo}</Link>
          ) : (
            <span>{order.serviceNo}</span>
          )}
          <OrderStatusTag status={order.status} />
        </Space>
      }
      extra={extra}
    >
      <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} styles={DETAIL_DESCRIPTION_STYLES}>
        <Descriptions.Item label={fieldText(t, 'projectName')}>{order.projectName}</Descriptions.Item>
        <Descriptions.Item label={fieldText(t, 'serviceContent')}>{order.serviceContent}</Descriptions.Item>
        <Descriptions.Item label={fieldText(t, 'repairUserName')}>{order.repairUserName}</Descriptions.Item>
        <Descriptions.Item label={fieldText(t, 'contactName')}>
          {order.contactName} {order.contactPhone}
        </Descriptions.Item>
        <Descriptions.Item label={fieldText(t, 'engineerName')}>
          {order.engineerName || '-'}
        </Descriptions.Item>
        <Descriptions.Item label={fieldText(t, 'appointmentTime')}>
          {formatDateTime(order.appointmentTime)}
        </Descriptions.Item>
        <Descriptions.Item label={fieldText(t, 'repairUserAddress')} span={{ xs: 1, md: 2, xl: 3 }}>
          {order.repairUserAddress}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
