import { Link } from 'react-router-dom';
import { Card, Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@portal/shared';
import { BackButton, queryStatusView } from '@portal/shared/ui';
import { AccessoryStatusTag } from '@portal/shared/ui';
import { AccessoryLinesTable } from '../../../components/accessory-table';
import { useAccessory } from '../hooks/use-accessories';
import { orderDetailsPath } from './accessory-list';

export const ACCESSORY_LIST_PATH = '/accessoriesQuery';

/** /accessoriesQueryDetails?id=: one shipment, its lines and courier, and the order it belongs to. */
export function AccessoryDetail({ id }: { id: number | null }) {
  const { t } = useTranslation('orders');
  const query = useAccessory(id);

  const back = <BackButton to={ACCESSORY_LIST_PATH} />;
  const status = queryStatusView(query, {
    missing: id === null,
    notFoundTitle: t('accessory.notFound'),
    back,
  });
  if (status !== null || !query.data) return status;

  const shipment = query.data;
  return (
    <Flex vertical gap={16}>
      <Card variant="borderless" title={t('common:menu.accessoriesQueryDetails')} extra={back}>
        <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t('common:orderField.serviceNo')}>
            <Link to={orderDetailsPath(shipment.serviceId)}>{shipment.serviceNo}</Link>
          </Descriptions.Item>
          <Descriptions.Item label={t('common:accessoryField.status')}>
            <AccessoryStatusTag status={shipment.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('common:orderField.projectName')}>
            {shipment.projectName}
          </Descriptions.Item>
          <Descriptions.Item label={t('common:orderField.repairUserName')}>
            {shipment.repairUserName}
          </Descriptions.Item>
          <Descriptions.Item label={t('common:accessoryField.courierCompanyName')}>
            {shipment.courierCompanyName || '-'}
          </Descriptions.Item>
          <Descriptions.Item label={t('common:accessoryField.courierNo')}>
            {shipment.courierNo ? <Typography.Text copyable>{shipment.courierNo}</Typography.Text> : '-'}
          </Descriptions.Item>
          <Descriptions.Item label={t('accessory.creator')}>{shipment.creatorName || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('accessory.createTime')}>
            {formatDateTime(shipment.createTime)}
          </Descriptions.Item>
          <Descriptions.Item label={t('accessory.sentTime')}>
            {formatDateTime(shipment.sentTime)}
          </Descriptions.Item>
          <Descriptions.Item label={t('common:accessoryField.remark')} span={{ xs: 1, md: 2 }}>
            {shipment.remark || '-'}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card variant="borderless" size="small" title={t('common:accessoryField.lines')}>
        <AccessoryLinesTable lines={shipment.lines} />
      </Card>
    </Flex>
  );
}
