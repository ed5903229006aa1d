import { Card, Col, ConfigProvider, Flex, List, Row, Space, Typography } from 'antd';
import { useIsPhone } from '@portal/shared';
import { OpenChatButton } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { fieldText } from '../lib/i18n-labels';
import { DispatchPage, Loaded } from '../components/dispatch-page';
import { EngineerStepButtons } from '../features/my-tasks/components/engineer-step-buttons';
import { useTask } from '../features/my-tasks/hooks/use-tasks';
import { OrderSummaryCard } from '../features/order-detail/components/order-summary-card';
import { OrderTimeline } from '../features/order-detail/components/order-timeline';
import { CompletionBar } from '../features/receipts/components/completion-bar';
import { ReceiptBoard } from '../features/receipts/components/receipt-board';
import { MY_TASKS_PATH } from '../lib/paths';
import { useQueryId } from '../lib/use-order-id';

/** /myTasks/details?id=: the engineer's order, their steps, and at completion the receipts per template. */
export default function TaskDetailsPage() {
  const { t } = useTranslation('dispatch');
  const id = useQueryId();
  const task = useTask(id);
  const phone = useIsPhone();
  return (
    // On a phone every control is large enough to hit with a thumb.
    <ConfigProvider componentSize={phone ? 'large' : undefined}>
      <DispatchPage>
        <Loaded id={id} query={task} backTo={MY_TASKS_PATH}>
          {() => {
            const o = task.data!;
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
                      {completing ? <CompletionBar order={o} editable /> : null}
                      <ReceiptBoard serviceId={o.id} editable={completing} camera={completing} />
                      <Card variant="borderless" title={t('task.notes')}>
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
                  </Col>
                  <Col xs={24} xl={8}>
                    <Card variant="borderless" title={t('detail.timeline')}>
                      <OrderTimeline
                        entries={o.timeline.map((e, index) => ({ ...e, id: index, operatorId: null }))}
                      />
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
