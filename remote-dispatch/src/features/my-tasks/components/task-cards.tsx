import { memo } from 'react';
import { Link } from 'react-router-dom';
import { Card, Descriptions, Empty, Flex, List, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, tablePagination, type PageState } from '@portal/shared';
import { OrderStatusTag } from '@portal/shared/ui';
import { fieldText } from '../../../lib/i18n-labels';
import { paths } from '../../../lib/paths';
import type { EngineerTaskRow } from '@portal/shared/contract';
import { EngineerStepButtons } from './engineer-step-buttons';

interface Props {
  rows: EngineerTaskRow[];
  total: number;
  loading: boolean;
  page: PageState;
  onPage: (page: PageState) => void;
}

/**
 * The task list at phone width: one card per order, the facts stacked, the steps as large buttons.
 * Rendered again only when one of its props changes (the list polls; most answers change nothing).
 */
export const TaskCards = memo(function TaskCards({ rows, total, loading, page, onPage }: Props) {
  const { t } = useTranslation('dispatch');
  const pagination = tablePagination(page, total, onPage, (count) =>
    t('common:common.total', { total: count }),
  );
  return (
    <Spin spinning={loading}>
      <List<EngineerTaskRow>
        dataSource={rows}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common:common.noData')} />,
        }}
        pagination={{
          current: pagination.current,
          pageSize: pagination.pageSize,
          total: pagination.total,
          onChange: pagination.onChange,
          showTotal: pagination.showTotal,
          align: 'center',
        }}
        renderItem={(row) => (
          <List.Item key={row.id} style={{ padding: '6px 0', border: 'none' }}>
            <Card
              size="small"
              style={{ width: '100%' }}
              data-testid="task-card"
              title={
                <Flex justify="space-between" align="center" gap={8}>
                  <Link to={paths.taskDetails(row.id)} style={{ fontSize: 16, padding: '8px 0' }}>
                    {row.serviceNo}
                  </Link>
                  <OrderStatusTag status={row.status} />
                </Flex>
              }
            >
              <Descriptions size="small" column={1} colon={false} styles={{ label: { minWidth: 72 } }}>
                <Descriptions.Item label={fieldText(t, 'appointmentTime')}>
                  {formatDateTime(row.appointmentTime)}
                </Descriptions.Item>
                <Descriptions.Item label={fieldText(t, 'repairUserName')}>
                  {row.repairUserName}
                </Descriptions.Item>
                <Descriptions.Item label={fieldText(t, 'repairUserAddress')}>
                  {row.repairUserAddress}
                </Descriptions.Item>
                <Descriptions.Item label={fieldText(t, 'contactName')}>
                  {row.contactName} <a href={`tel:${row.contactPhone}`}>{row.contactPhone}</a>
                </Descriptions.Item>
                <Descriptions.Item label={fieldText(t, 'projectName')}>
                  {row.projectName} · {row.serviceContent}
                </Descriptions.Item>
              </Descriptions>
              <div style={{ marginTop: 8 }}>
                <EngineerStepButtons order={row} withCompleteLink block />
              </div>
            </Card>
          </List.Item>
        )}
      />
    </Spin>
  );
});
