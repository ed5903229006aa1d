import { useState, type Key, type ReactNode } from 'react';
import { Button, Card, Flex } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FIRST_PAGE, type PageState } from '@portal/shared';
import type { DispatchFilters } from '../hooks/use-dispatch-station';
import { useDispatchCounts, useDispatchPage } from '../hooks/use-dispatch-station';
import { DispatchFilterForm } from './dispatch-filter-form';
import { DispatchOrderTable } from './dispatch-order-table';
import { DispatchStatusTabs, type DispatchTab } from './dispatch-status-tabs';
import type { StationOrderRow } from '@portal/shared/contract';

interface Props {
  initialTab?: DispatchTab;
  /** The actions of one order (the page brings them, so that this feature does not depend on others). */
  renderActions?: (row: StationOrderRow) => ReactNode;
  /** Tools above the table for the selected orders; `clear` empties the selection. */
  renderToolbar?: (selected: StationOrderRow[], clear: () => void) => ReactNode;
}

/**
 * The status tabs with live counts and 刷新. The counts are read here, not by the station: their
 * answers (the first, and each refresh) re-render the tabs alone, not the table of orders.
 */
function StationTabs({
  filters,
  tab,
  listFetching,
  onRefreshList,
  onChange,
}: {
  filters: DispatchFilters;
  tab: DispatchTab;
  listFetching: boolean;
  onRefreshList: () => void;
  onChange: (tab: DispatchTab) => void;
}) {
  const { t } = useTranslation('dispatch');
  const counts = useDispatchCounts(filters);
  return (
    <DispatchStatusTabs
      active={tab}
      counts={counts.data}
      extra={
        <Button
          icon={<ReloadOutlined />}
          loading={counts.isFetching || listFetching}
          onClick={() => {
            void counts.refetch();
            onRefreshList();
          }}
        >
          {t('common:common.refresh')}
        </Button>
      }
      onChange={onChange}
    />
  );
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
        <StationTabs
          filters={filters}
          tab={tab}
          listFetching={list.isFetching}
          onRefreshList={() => void list.refetch()}
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
