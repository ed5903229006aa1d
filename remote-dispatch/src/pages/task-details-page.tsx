import { Card, Col, List, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { DispatchPage, LoadGate } from '../components/dispatch-page';
import { EngineerStepButtons } from '../features/my-tasks/components/engineer-step-buttons';
import { useTask } from '../features/my-tasks/hooks/use-tasks';
import { OrderSummaryCard } from '../features/order-detail/components/order-summary-card';
import { OrderTimeline } from '../features/order-detail/components/order-timeline';
import { CompletionBar } from '../features/receipts/components/completion-bar';
import { ReceiptBoard } from '../features/receipts/components/receipt-board';
import { useQueryId } from '../lib/use-order-id';

/** /myTasks/details?id=: the engineer's order, their steps, and at completion the receipts per template. */
export default function TaskDetailsPage() {
  const { t } = useTranslation('dispatch');
  const id = useQueryId();
  const task = useTask(id);
  return (
    <DispatchPage>
      <LoadGate id={id} isPending={task.isPending} error={task.error} onRetry={() => void task.refetch()}>
        {() => {
          const o = task.data!;
          const completing = o.status === 'toCompleted';
          return (
            <>
              <OrderSummaryCard order={o} linkDetails={false} extra={<EngineerStepButtons order={o} />} />
              <Row gutter={[16, 16]}>
                <Col xs={24} xl={16}>
                  {completing ? (
                    <>
                      <CompletionBar order={o} editable />
                      <div style={{ height: 16 }} />
                      <ReceiptBoard serviceId={o.id} editable />
                    </>
                  ) : (
                    <ReceiptBoard serviceId={o.id} editable={false} />
                  )}
                  <div style={{ height: 16 }} />
                  <Card variant="borderless" title={t('task.notes')}>
                    <List
                      dataSource={[
                        ...(o.firstTrain
                          ? [{ key: 'train', title: t('training.title'), text: o.firstTrain }]
                          : []),
                        { key: 'fault', title: t('detail.faultDescription'), text: o.faultDescription },
                        ...o.trackingRecords.map((r) => ({
                          key: `r${r.id}`,
                          title: `${r.contactTime} ${r.creator}`,
                          text: r.content,
                        })),
                      ]}
                      renderItem={(item) => (
                        <List.Item key={item.key}>
                          <List.Item.Meta
                            title={item.title}
                            description={<span style={{ whiteSpace: 'pre-wrap' }}>{item.text}</span>}
                          />
                        </List.Item>
                      )}
                    />
                  </Card>
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
      </LoadGate>
    </DispatchPage>
  );
}
