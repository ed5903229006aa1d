import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Descriptions, Empty, Flex, Image, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DETAIL_DESCRIPTION_STYLES, formatDateTime } from '@portal/shared';
import {
  AccessoryTable,
  BackButton,
  FeeTable,
  ImageViewer,
  OpenChatButton,
  OrderStatusTag,
  OrderTimeline,
  fileKind,
  queryStatusView,
} from '@portal/shared/ui';
import { accessoryDetailsPath } from '../../../components/accessory-table';
import { useOrderDetail, type OrderDetail } from '../hooks/use-order-detail';

export const ORDER_QUERY_PATH = '/orderQuery';
export const SETTLEMENT_PATH = '/settlement';
export const addAccessoryPath = (id: number) => `/addAccessory?id=${id}`;

const THUMB_SIZE = 96;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="borderless" title={title} size="small">
      {children}
    </Card>
  );
}

function Receipts({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const [viewing, setViewing] = useState<number | null>(null);
  const images = order.receipts.filter((r) => fileKind(r.url) === 'image');
  if (order.receipts.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orderDetail.noReceipts')} />;
  const urls = images.map((r) => r.url);
  return (
    <>
      <Flex wrap gap={12}>
        {images.map((receipt, index) => (
          <Flex key={receipt.id} vertical align="center" gap={4} style={{ width: THUMB_SIZE }}>
            <button
              type="button"
              onClick={() => setViewing(index)}
              aria-label={t('orderDetail.viewReceipt', { name: receipt.templateName ?? receipt.name ?? '' })}
              style={{ padding: 0, border: 0, background: 'none', cursor: 'zoom-in' }}
            >
              <Image
                src={urls[index]}
                alt={receipt.templateName ?? receipt.name ?? ''}
                width={THUMB_SIZE}
                height={THUMB_SIZE}
                preview={false}
                style={{ objectFit: 'cover', borderRadius: 4 }}
              />
            </button>
            <Typography.Text type="secondary" ellipsis style={{ maxWidth: THUMB_SIZE, fontSize: 12 }}>
              {receipt.templateName ?? receipt.name}
            </Typography.Text>
          </Flex>
        ))}
        {order.receipts
          .filter((r) => fileKind(r.url) !== 'image')
          .map((receipt) => (
            <Typography.Link key={receipt.id} href={receipt.url} target="_blank" rel="noopener noreferrer">
              {receipt.name ?? receipt.templateName}
            </Typography.Link>
          ))}
      </Flex>
      <ImageViewer
        open={viewing !== null}
        images={urls}
        index={viewing ?? 0}
        onClose={() => setViewing(null)}
      />
    </>
  );
}

function OrderDetailBody({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const f = (key: string) => t(`common:orderField.${key}`);

  return (
    <Flex vertical gap={16}>
      <Card
        variant="borderless"
        title={
          <Space wrap>
            <span>
              {t('common:menu.orderQueryDetails')} · {order.serviceNo}
            </span>
            <OrderStatusTag status={order.status} />
          </Space>
        }
        extra={
          <Space wrap>
            <OpenChatButton serviceId={order.id} />
            <Button onClick={() => navigate(addAccessoryPath(order.id))}>
              {t('common:orderField.accessories')}
            </Button>
            {order.status === 'pendingConfirmation' && (
              <Button type="primary" onClick={() => navigate(SETTLEMENT_PATH)}>
                {t('common:menu.settlement')}
              </Button>
            )}
            <BackButton to={ORDER_QUERY_PATH} />
          </Space>
        }
      >
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          styles={DETAIL_DESCRIPTION_STYLES}
        >
          <Descriptions.Item label={f('serviceNo')}>{order.serviceNo}</Descriptions.Item>
          <Descriptions.Item label={f('status')}>
            <OrderStatusTag status={order.status} />
          </Descriptions.Item>
          <Descriptions.Item label={f('customerName')}>{order.customerName}</Descriptions.Item>
          <Descriptions.Item label={f('projectName')}>{order.projectName}</Descriptions.Item>
          <Descriptions.Item label={f('serviceContent')}>{order.serviceContent}</Descriptions.Item>
          <Descriptions.Item label={f('repairUserName')}>{order.repairUserName}</Descriptions.Item>
          <Descriptions.Item label={f('repairNo')}>{order.repairNo || '-'}</Descriptions.Item>
          <Descriptions.Item label={f('contactName')}>{order.contactName}</Descriptions.Item>
          <Descriptions.Item label={f('contactPhone')}>{order.contactPhone}</Descriptions.Item>
          <Descriptions.Item label={f('repairUserAddress')} span={{ xs: 1, md: 2, xl: 3 }}>
            {order.repairUserAddress}
          </Descriptions.Item>
          <Descriptions.Item label={f('faultDescription')} span={{ xs: 1, md: 2, xl: 3 }}>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
              {order.faultDescription}
            </Typography.Paragraph>
          </Descriptions.Item>
          <Descriptions.Item label={f('attachments')} span={{ xs: 1, md: 2, xl: 3 }}>
            {order.attachments.length === 0 ? (
              '-'
            ) : (
              <Space wrap>
                {order.attachments.map((file) => (
                  <Typography.Link key={file.id} href={file.url} target="_blank" rel="noopener noreferrer">
                    {file.originName}
                  </Typography.Link>
                ))}
              </Space>
            )}
          </Descriptions.Item>
          <Descriptions.Item label={f('creatorName')}>{order.creatorName}</Descriptions.Item>
          {order.parentId !== null && (
            <Descriptions.Item label={f('parentId')}>{order.parentId}</Descriptions.Item>
          )}
          {order.cancelReason && (
            <Descriptions.Item label={f('cancelReason')}>{order.cancelReason}</Descriptions.Item>
          )}
          {order.lackReceipt && (
            <Descriptions.Item label={f('lackReceipt')}>{order.lackReceipt}</Descriptions.Item>
          )}
        </Descriptions>
      </Card>

      <Section title={t('common:orderField.engineerName')}>
        {order.engineer ? (
          <Descriptions size="small" column={{ xs: 1, md: 3 }} styles={DETAIL_DESCRIPTION_STYLES}>
            <Descriptions.Item label={t('orderDetail.field.engineerName')}>
              {order.engineer.name}
            </Descriptions.Item>
            <Descriptions.Item label={t('orderDetail.field.engineerPhone')}>
              {order.engineer.phone || order.engineer.telephone || '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('orderDetail.field.engineerCompanyName')}>
              {order.engineer.companyName || order.engineerCompanyName || '-'}
            </Descriptions.Item>
          </Descriptions>
        ) : (
          <Typography.Text type="secondary">{t('orderDetail.noEngineer')}</Typography.Text>
        )}
      </Section>

      <Section title={t('orderDetail.times')}>
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} styles={DETAIL_DESCRIPTION_STYLES}>
          {(
            [
              'appointmentTime',
              'createTime',
              'dispatchTime',
              'arriveTime',
              'completionTime',
              'acceptanceTime',
              'incomeTime',
              'settlementTime',
              'confirmTime',
            ] as const
          ).map((key) => (
            <Descriptions.Item key={key} label={f(key)}>
              {formatDateTime(order[key])}
            </Descriptions.Item>
          ))}
        </Descriptions>
      </Section>

      <Section title={t('orderDetail.timeline')}>
        <OrderTimeline entries={order.timeline} />
      </Section>

      <Section title={t('orderDetail.trackingRecords')}>
        {order.trackingRecords.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orderDetail.noTrackingRecords')} />
        ) : (
          <ul
            aria-label={t('orderDetail.trackingRecords')}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {order.trackingRecords.map((record) => (
              <li key={record.id} style={{ padding: '8px 0' }}>
                <Typography.Text type="secondary">
                  {formatDateTime(record.contactTime)} · {record.creator}
                </Typography.Text>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0' }}>
                  {record.content}
                </Typography.Paragraph>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t('orderDetail.receipts')}>
        <Receipts order={order} />
      </Section>

      <Section title={t('common:orderField.accessories')}>
        <AccessoryTable rows={order.accessories} detailsPath={(row) => accessoryDetailsPath(row.id)} />
      </Section>

      {order.fees && (
        <Section title={t('common:orderField.fees')}>
          <FeeTable
            rows={order.fees.rows.filter((row) => row.kind === 'income')}
            total={order.fees.totals.income}
          />
        </Section>
      )}
    </Flex>
  );
}

/** /orderQueryDetails?id=: an order of the user's company; anything else reads as not found. */
export function OrderDetailView({ id }: { id: number | null }) {
  const { t } = useTranslation('orders');
  const query = useOrderDetail(id);

  const back = <BackButton to={ORDER_QUERY_PATH} />;
  const status = queryStatusView(query, {
    missing: id === null,
    notFoundTitle: t('orderDetail.notFound'),
    back,
    skeletonRows: 10,
  });
  if (status !== null || !query.data) return status;
  return <OrderDetailBody order={query.data} />;
}
