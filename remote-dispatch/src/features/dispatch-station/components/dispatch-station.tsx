import { useState } from 'react';
import { Card, Flex } from 'antd';
import { FIRST_PAGE, type PageState } from '@portal/shared';
import type { DispatchFilters } from '../api/get-dispatch-counts';
import { useDispatchCounts } from '../hooks/use-dispatch-counts';
import { useDispatchPage } from '../hooks/use-dispatch-page';
import { DispatchFilterForm } from './dispatch-filter-form';
import { DispatchOrderTable } from './dispatch-order-table';
import { DispatchStatusTabs, type DispatchTab } from './dispatch-status-tabs';

/** Filters, status tabs with live counts and the orders of the chosen status. */
export function DispatchStation({ initialTab = 'pendingDispatch' }: { initialTab?: DispatchTab }) {
  const [filters, setFilters] = useState<DispatchFilters>({});
  const [tab, setTab] = useState<DispatchTab>(initialTab);
  const [page, setPage] = useState<PageState>(FIRST_PAGE);
  const counts = useDispatchCounts(filters);
  const list = useDispatchPage({ status: tab, ...page, ...filters });

  return (
    <Flex vertical gap={16}>
      <Card variant="borderless">
        <DispatchFilterForm
          onSearch={(next) => {
            setFilters(next);
            setPage((p) => ({ ...p, current: 1 }));
          }}
        />
      </Card>
      <Card variant="borderless" styles={{ body: { paddingTop: 4 } }}>
        <DispatchStatusTabs
          active={tab}
          counts={counts.data}
          onChange={(next) => {
            setTab(next);
            setPage((p) => ({ ...p, current: 1 }));
          }}
        />
        <DispatchOrderTable data={list.data} loading={list.isFetching} page={page} onPageChange={setPage} />
      </Card>
    </Flex>
  );
}
