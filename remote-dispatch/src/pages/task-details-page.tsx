import { useState } from 'react';
import { Button, Card, Col, ConfigProvider, Flex, List, Row, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { formatDateTime, useIsPhone } from '@portal/shared';
import { OpenChatButton, OrderTimeline } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { fieldText } from '../lib/i18n-labels';
import { DispatchPage, Loaded } from '../components/dispatch-page';
import { EngineerStepButtons } from '../features/my-tasks/components/engineer-step-buttons';
import { useTask } from '../features/my-tasks/hooks/use-tasks';
import { OrderSummaryCard } from '../features/order-detail/components/order-summary-card';
import { CompletionBar } from '../features/receipts/components/completion-bar';
import { ReceiptBoard } from '../features/receipts/components/receipt-board';
import { FieldSyncBar } from '../components/field-sync-bar';
import { useFieldSyncStore, withQueuedSteps } from '../lib/field-sync';
import { FieldTrackingDialog } from '../features/tracking/components/field-tracking-dialog';
import { useQueuedTrackingRecords } from '../features/tracking/hooks/use-field-tracking';
import { isOpen } from '../lib/order-flow';
import { MY_TASKS_PATH } from '../lib/paths';
import { useQueryId } from '../lib/use-order-id';

/** /myTasks/details?id=: the engineer's order, their steps, and at completion the receipts per template. */
export default function TaskDetailsPage() {
  const { t } = useTranslation('dispatch');
  const id = useQueryId();
  const task = useTask(id);
  const phone = useIsPhone();
  const queued = useFieldSyncStore((state) => state.items);
  const sent = useFieldSyncStore((state) => state.sent);
  const queuedRecords = useQueuedTrackingRecords(id ?? -1);
  const [tracking, setTracking] = useState(false);
  return (
    // On a phone every control is large enough to hit with a thumb.
    <ConfigProvider componentSize={phone ? 'large' : undefined}>
      <DispatchPage>
        <FieldSyncBar savedAt={task.data?.savedAt} fetchedAt={task.dataUpdatedAt || undefined} />
        <Loaded id={id} query={task} backTo={MY_TASKS_PATH}>
          {() => {
            const o = withQueuedSteps(task.data!, [...sent, ...queued]);
            const completing = o.availableSteps.includes('complete');
            return (
              <>
                <OrderSummaryCard
                  order={o}
                  linkDetails={false}
                  extra={
                    phone ? (
                      <OpenChatButton serviceId={o.id} />
                    ) : (
                      <Space wrap>
                        <OpenChatButton serviceId={o.id} />
                        <EngineerStepButtons order={o} />
                      </Space>
                    )
                  }
                />
                {phone ? <EngineerStepButtons order={o} block /> : null}
                <Row gutter={[16, 16]}>
                  <Col xs={24} xl={16}>
                    <Flex vertical gap={16}>
                      {completing ? <CompletionBar order={o} editable field /> : null}
                      <ReceiptBoard serviceId={o.id} editable={completing} camera={completing} field />
                      <Card
                        variant="borderless"
                        title={t('task.notes')}
                        extra={
                          isOpen(o.status) ? (
                            <Button icon={<PlusOutlined />} onClick={() => setTracking(true)}>
                              {t('tracking.add')}
                            </Button>
                          ) : null
                        }
                      >
                        <List
                          dataSource={[
                            ...(o.firstTrain
                              ? [{ key: 'train', title: fieldText(t, 'firstTrain'), text: o.firstTrain }]
                              : []),
                            {
                              key: 'fault',
                              title: fieldText(t, 'faultDescription'),
                              text: o.faultDescription,
                            },
                            ...o.trackingRecords.map((r) => ({
                              key: `r${r.id}`,
                              title: `${r.contactTime} ${r.creator}`,
                              text: r.content,
                            })),
                            // Written on the phone, not yet on the server.
                            ...queuedRecords.map((item) => ({
                              key: item.key,
                              title: (
                                <Space wrap>
                                  {formatDateTime(item.actedAt)}
                                  <Tag color={item.state === 'refused' ? 'error' : 'processing'}>
                                    {t(item.state === 'refused' ? 'sync.refused' : 'sync.waiting')}
                                  </Tag>
                                </Space>
                              ),
                              text: item.detail ?? '',
                            })),
                          ]}
                          renderItem={(item) => (
                            // Not List.Item.Meta: its title is an <h4>, a heading level the page never
                            // reaches (heading-order); a label over its text reads the same.
                            <List.Item key={item.key}>
                              <div>
                                <div style={{ fontWeight: 500, marginBottom: 4 }}>{item.title}</div>
                                <Typography.Text type="secondary" style={{ whiteSpace: 'pre-wrap' }}>
                                  {item.text}
                                </Typography.Text>
                              </div>
                            </List.Item>
                          )}
                        />
                      </Card>
                    </Flex>
                    <FieldTrackingDialog
                      open={tracking}
                      serviceId={o.id}
                      onClose={() => setTracking(false)}
                    />
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
        </Loaded>
      </DispatchPage>
    </ConfigProvider>
  );
}
