import { Link } from 'react-router-dom';
import { Descriptions, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DETAIL_DESCRIPTION_STYLES, formatDateTime } from '@portal/shared';
import { OrderStatusTag } from '@portal/shared/ui';
import type { StaffOrderDetail } from '@portal/shared/contract';
import { fieldText } from '../../../lib/i18n-labels';
import { paths } from '../../../lib/paths';

const TIMES = [
  'createTime',
  'appointmentTime',
  'dispatchTime',
  'arriveTime',
  'completionTime',
  'acceptanceTime',
  'incomeTime',
  'expensesTime',
  'settlementTime',
  'confirmTime',
  'trackRecordTime',
] as const;

/** Every field of the order. */
export function OrderInfo({ order }: { order: StaffOrderDetail }) {
  const { t } = useTranslation('dispatch');
  const person = (p: { name: string; phone: string | null } | null | undefined) =>
    p ? [p.name, p.phone].filter(Boolean).join(' ') : '-';
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2, xxl: 3 }} styles={DETAIL_DESCRIPTION_STYLES}>
      <Descriptions.Item label={fieldText(t, 'serviceNo')}>{order.serviceNo}</Descriptions.Item>
      <Descriptions.Item label={fieldText(t, 'status')}>
        <OrderStatusTag status={order.status} />
      </Descriptions.Item>
      <Descriptions.Item label={fieldText(t, 'customerName')}>{order.customerName}</Descriptions.Item>
      <Descriptions.Item label={fieldText(t, 'projectName')}>{order.projectName}</Descriptions.Item>
      <Descriptions.Item label={fieldText(t, 'serviceContent')}>{order.serviceContent}</Descriptions.Item>
      <Descriptions.Item label={fieldText(t, 'repairUserName')}>{order.repairUserName}</Descriptions.Item>
      <Descriptions.Item label={fieldText(t, 'repairNo')}>{order.repairNo || '-'}</Descriptions.Item>
      <Descriptions.Item label={fieldText(t, 'contactName')}>{order.contactName}</Descriptions.Item>
      <Descriptions.Item label={fieldText(t, 'contactPhone')}>{order.contactPhone}</Descriptions.Item>
      <Descriptions.Item label={fieldText(t, 'repairUserAddress')} span="filled">
        {order.repairUserAddress}
      </Descriptions.Item>
      <Descriptions.Item label={fieldText(t, 'engineerName')}>{person(order.engineer)}</Descriptions.Item>
      <Descriptions.Item label={fieldText(t, 'engineerCompanyName')}>
        {order.engineerCompanyName || '-'}
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.responsiblePerson')}>
        {person(order.responsiblePerson)}
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.dispatcher')}>{person(order.dispatcher)}</Descriptions.Item>
      <Descriptions.Item label={fieldText(t, 'creatorName')}>
        {order.creator ? person(order.creator) : order.creatorName}
      </Descriptions.Item>
      <Descriptions.Item label={fieldText(t, 'parentId')}>
        {order.parent ? <Link to={paths.details(order.parent.id)}>{order.parent.serviceNo}</Link> : '-'}
      </Descriptions.Item>
      {TIMES.map((key) => (
        <Descriptions.Item key={key} label={fieldText(t, key)}>
          {formatDateTime(order[key])}
        </Descriptions.Item>
      ))}
      <Descriptions.Item label={fieldText(t, 'faultDescription')} span="filled">
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
          {order.faultDescription || '-'}
        </Typography.Paragraph>
      </Descriptions.Item>
      <Descriptions.Item label={fieldText(t, 'firstTrain')} span="filled">
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
          {order.firstTrain || '-'}
        </Typography.Paragraph>
      </Descriptions.Item>
      <Descriptions.Item label={fieldText(t, 'lackReceipt')} span="filled">
        {order.lackReceipt || '-'}
      </Descriptions.Item>
      {order.cancelReason ? (
        <Descriptions.Item label={fieldText(t, 'cancelReason')} span="filled">
          {order.cancelReason}
        </Descriptions.Item>
      ) : null}
      <Descriptions.Item label={fieldText(t, 'attachments')} span="filled">
        {order.attachments?.length ? (
          <Space wrap>
            {order.attachments.map((file) => (
              <Typography.Link key={file.id} href={file.url} target="_blank" rel="noreferrer">
                {file.originName}
              </Typography.Link>
            ))}
          </Space>
        ) : (
          '-'
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.children')} span="filled">
        {order.children.length ? (
          <Space wrap>
            {order.children.map((child) => (
              <Link key={child.id} to={paths.details(child.id)}>
                {child.serviceNo} <OrderStatusTag status={child.status} />
              </Link>
            ))}
          </Space>
        ) : (
          '-'
        )}
      </Descriptions.Item>
    </Descriptions>
  );
}
