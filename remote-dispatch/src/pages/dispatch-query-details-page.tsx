import { Card, Col, Row, Table, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { AccessoryTable, OpenChatButton, OrderStatusTag, OrderTimeline } from '@portal/shared/ui';
import { fieldText } from '../lib/i18n-labels';
import { paths } from '../lib/paths';
import { OrderActionBar } from '../features/order-actions/components/order-action-bar';
import { OrderInfo } from '../features/order-detail/components/order-info';
import { ReceiptsByTemplate } from '../features/order-detail/components/receipts-by-template';
import { OrderDetailPage } from '../features/order-detail/components/order-detail-page';
import { OrderFeeCard } from '../features/settlement/components/fee-step-card';
import { TrackingRecords } from '../features/tracking/components/tracking-records';

/** /dispatchStation/dispatchQueryDetails?id=: everything about one order, its timeline beside it. */
export default function DispatchQueryDetailsPage() {
  const { t } = useTranslation('dispatch');
  return (
    <OrderDetailPage summary={false}>
      {(o) => {
        const callees = [
          { label: o.contactName, phone: o.contactPhone },
          ...(o.engineer?.phone ? [{ label: o.engineer.name, phone: o.engineer.phone }] : []),
        ].filter((c) => !!c.phone);
        return (
          <>
            <Card
              variant="borderless"
              title={
                <span>
                  {o.serviceNo} <OrderStatusTag status={o.status} />
                </span>
              }
              extra={<OpenChatButton serviceId={o.id} />}
            >
              <OrderActionBar order={o} callees={callees} />
            </Card>
            <Row gutter={[16, 16]}>
              <Col xs={24} xl={16}>
                <Card variant="borderless">
                  <Tabs
                    items={[
                      { key: 'info', label: t('detail.info'), children: <OrderInfo order={o} /> },
                      {
                        key: 'tracking',
                        label: t('detail.trackingCount', { count: o.trackingRecords.length }),
                        children: (
                          <TrackingRecords
                            serviceId={o.id}
                            engineerId={o.engineerId}
                            editable={o.status !== 'cancelled'}
                            bare
                          />
                        ),
                      },
                      {
                        key: 'receipts',
                        label: t('detail.receiptCount', { count: o.receipts.length }),
                        children: <ReceiptsByTemplate templates={o.receiptTemplates} receipts={o.receipts} />,
                      },
                      {
                        key: 'accessories',
                        label: t('detail.accessoryCount', { count: o.accessories.length }),
                        children: (
                          <AccessoryTable
                            rows={o.accessories}
                            trackingPath={(row) => paths.express(row.id)}
                          />
                        ),
                      },
                      {
                        key: 'fees',
                        label: fieldText(t, 'fees'),
                        children: (
                          <>
                            <OrderFeeCard order={o} kind="income" readOnly />
                            <OrderFeeCard order={o} kind="expense" readOnly />
                          </>
                        ),
                      },
                      {
                        key: 'calls',
                        label: t('detail.calls'),
                        children: (
                          <Table
                            rowKey="id"
                            size="small"
                            pagination={false}
                            dataSource={o.calls}
                            columns={[
                              { title: fieldText(t, 'createTime'), dataIndex: 'createTime', width: 170 },
                              { title: t('call.from'), dataIndex: 'fromUser' },
                              { title: t('call.to'), dataIndex: 'toUser' },
                              {
                                title: t('call.caller'),
                                dataIndex: 'callerName',
                                render: (v: string | null) => v || '-',
                              },
                            ]}
                          />
                        ),
                      },
                    ]}
                  />
                </Card>
              </Col>
              <Col xs={24} xl={8}>
                <Card variant="borderless" title={t('detail.timeline')}>
                  <OrderTimeline entries={o.timeline} />
                </Card>
              </Col>
            </Row>
          </>
        );
      }}
    </OrderDetailPage>
  );
}
