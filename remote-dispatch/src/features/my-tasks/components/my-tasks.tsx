import { useState } from 'react';
import { Card, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { ENGINEER_TABS, FIRST_PAGE, useIsPhone, type PageState } from '@portal/shared';
import { PagedTable, StatusCountTabs } from '@portal/shared/ui';
import { fieldText } from '../../../lib/i18n-labels';
import { orderColumns } from '../../../lib/order-columns';
import { paths } from '../../../lib/paths';
import type { EngineerTaskRow } from '@portal/shared/contract';
import { taskCountsQuery, useTasks } from '../hooks/use-tasks';
import { EngineerStepButtons } from './engineer-step-buttons';
import { TaskCards } from './task-cards';
import { FieldSyncBar } from '../../../components/field-sync-bar';
import type { TaskPageQueries } from '../../../lib/field-sync/keep-task-pages';

type TaskTab = Exclude<(typeof ENGINEER_TABS)[number], 'total'>;

export const isTaskTab = (value: unknown): value is TaskTab =>
  typeof value === 'string' && value !== 'total' && (ENGINEER_TABS as readonly string[]).includes(value);

/**
 * The signed-in engineer's orders by status, with the steps they can take; `taskPage` names what an
 * order's page reads, kept on the phone for each open order listed.
 */
export function MyTasks({
  initialTab = 'pendingOrders',
  taskPage,
}: {
  initialTab?: TaskTab;
  taskPage?: TaskPageQueries;
}) {
  const { t } = useTranslation('dispatch');
  const [tab, setTab] = useState<TaskTab>(initialTab);
  const [page, setPage] = useState<PageState>(FIRST_PAGE);
  const list = useTasks({ status: tab, ...page }, taskPage);
  const phone = useIsPhone();
  // Not deferred (useDeferredValue): a transition that the load's other renders keep restarting drew
  // the first cards ~0.8 s later from 登录 (bench/sign-in-to-page.mjs). The tabs read the counts
  // themselves, so their answer does not render the cards again.

  const col = orderColumns<EngineerTaskRow>(t);
  const columns: TableColumnsType<EngineerTaskRow> = [
    col.serviceNo(paths.taskDetails),
    col.status(100),
    col.text('projectName', 160),
    col.column('serviceContent', 110),
    col.text('repairUserName', 130),
    col.text('repairUserAddress', 220),
    {
      title: fieldText(t, 'contactName'),
      key: 'contact',
      width: 170,
      render: (_: unknown, row) => `${row.contactName} ${row.contactPhone}`,
    },
    col.time('appointmentTime'),
    col.actions(170, (row) => <EngineerStepButtons order={row} withCompleteLink size="small" />),
  ];

  return (
    <Card variant="borderless" styles={{ body: { paddingTop: 4, paddingInline: phone ? 12 : undefined } }}>
      <FieldSyncBar savedAt={list.data?.savedAt} fetchedAt={list.dataUpdatedAt || undefined} />
      <StatusCountTabs
        statuses={ENGINEER_TABS}
        active={tab}
        counts={taskCountsQuery()}
        refreshing={list.isFetching}
        onRefresh={() => void list.refetch()}
        onChange={(key) => {
          setTab(key);
          setPage((p) => ({ ...p, current: 1 }));
        }}
      />
      {phone ? (
        <TaskCards query={list} page={page} onPage={setPage} />
      ) : (
        <PagedTable<EngineerTaskRow>
          rowKey="id"
          columns={columns}
          query={list}
          page={page}
          onPage={setPage}
          scroll={{ x: 1400 }}
        />
      )}
    </Card>
  );
}
