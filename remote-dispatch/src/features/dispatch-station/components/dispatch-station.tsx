import { useState, type Key, type ReactNode } from 'react';
import { Card, Flex } from 'antd';
import { DISPATCH_TABS, FIRST_PAGE, type PageState } from '@portal/shared';
import { StatusCountTabs } from '@portal/shared/ui';
import type { DispatchFilters } from '../hooks/use-dispatch-station';
import { dispatchCountsQuery, useDispatchPage } from '../hooks/use-dispatch-station';
import type { DispatchTab } from '../dispatch-tab';
import { DispatchFilterForm } from './dispatch-filter-form';
import { DispatchOrderTable } from './dispatch-order-table';
import type { StationOrderRow } from '@portal/shared/contract';

interface Props {
  initialTab?: DispatchTab;
  /** The actions of one order (the page brings them, so that this feature does not depend on others). */
  renderActions?: (row: StationOrderRow) => ReactNode;
  /** Tools above the table for the selected orders; `clear` empties the selection. */
  renderToolbar?: (selected: StationOrderRow[], clear: () => void) => ReactNode;
}

/** Filters, status tabs with live counts and the orders of the chosen status. */
export function DispatchStation({ initialTab = 'pendingDispatch', renderActions, renderToolbar }: Props) {
  const [filters, setFilters] = useState<DispatchFilters>({});
  const [selected, setSelected] = useState<{ keys: Key[]; rows: StationOrderRow[] }>({ keys: [], rows: [] });
  const clear = () => setSelected({ keys: [], rows: [] });
  const [tab, setTab] = useState<DispatchTab>(initialTab);
  const [page, setPage] = useState<PageState>(FIRST_PAGE);
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
        <StatusCountTabs
          statuses={DISPATCH_TABS}
          active={tab}
          counts={dispatchCountsQuery(filters)}
          refreshing={list.isFetching}
          onRefresh={() => void list.refetch()}
          onChange={(next) => {
            setTab(next);
            clear();
            setPage((p) => ({ ...p, current: 1 }));
          }}
        />
        {renderToolbar ? (
          <Flex style={{ marginBottom: 12 }}>{renderToolbar(selected.rows, clear)}</Flex>
        ) : null}
        <DispatchOrderTable
          query={list}
          page={page}
          onPageChange={setPage}
          actions={renderActions}
          rowSelection={
            renderToolbar
              ? {
                  selectedRowKeys: selected.keys,
                  onChange: (keys, rows) => setSelected({ keys, rows }),
                  preserveSelectedRowKeys: false,
                }
              : undefined
          }
        />
      </Card>
    </Flex>
  );
}
