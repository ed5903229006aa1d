import { useLayoutEffect, useRef } from 'react';
import { Button, Flex, Tabs } from 'antd';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { statusLabelKey } from '@portal/contract/order-status';
import type { StatusCounts } from '../types/order';
import { useIsPhone } from '../lib/use-is-phone';

export interface StatusCountTabsProps<Tab extends string, Key extends QueryKey = QueryKey> {
  /** The statuses in their order; `total` among them shows the total and cannot be chosen. */
  statuses: readonly (Tab | 'total')[];
  active: Tab;
  onChange: (tab: Tab) => void;
  /** The counts' query. It is read here, not by the page: its answer re-renders the tabs alone, not the page's list. */
  counts: UseQueryOptions<StatusCounts, Error, StatusCounts, Key>;
  /** With it, a refresh button beside the tabs fetches the counts again and calls it (for the list). */
  onRefresh?: () => void;
  /** The list is being fetched: the refresh button spins (as it does while the counts are). */
  refreshing?: boolean;
}

/** The tab that is chosen, scrolled into the strip's view (a phone shows three or four of the tabs). */
function revealActive(strip: HTMLElement) {
  const tab = strip.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
  if (!tab) return;
  const box = strip.getBoundingClientRect();
  const { left, right } = tab.getBoundingClientRect();
  const margin = 16;
  if (left < box.left) strip.scrollLeft -= box.left - left + margin;
  else if (right > box.right) strip.scrollLeft += right - box.right + margin;
}

/**
 * One tab per status, each `状态 (count)` once its count is known. The tab list scrolls sideways where
 * it does not fit (a phone) instead of folding tabs into antd's "more" menu, whose button sits inside
 * role=tablist, which may hold tabs only (react-component/tabs#1013), and hides tabs behind a second tap.
 * The refresh button sits beside the tab list for the same reason (not in tabBarExtraContent).
 */
export function StatusCountTabs<Tab extends string, Key extends QueryKey>({
  statuses,
  active,
  onChange,
  counts: countsQuery,
  onRefresh,
  refreshing = false,
}: StatusCountTabsProps<Tab, Key>) {
  const { t } = useTranslation('common');
  const phone = useIsPhone();
  const counts = useQuery(countsQuery);
  const strip = useRef<HTMLDivElement>(null);
  const isTab = (key: string): key is Tab => key !== 'total' && (statuses as readonly string[]).includes(key);

  const items = statuses.map((status) => {
    const label = t(statusLabelKey(status));
    const count = counts.data?.[status];
    return {
      key: status,
      disabled: status === 'total',
      label: count === undefined ? label : t('common.statusTab', { label, count }),
    };
  });

  useLayoutEffect(() => {
    if (strip.current) revealActive(strip.current);
  }, [active, counts.data]);

  return (
    <Flex align="center" gap={8} style={{ marginBottom: 16 }}>
      <div ref={strip} style={{ flex: 1, minWidth: 0, overflowX: 'auto', scrollbarWidth: 'none' }}>
        <Tabs
          // As wide as its tabs: antd then finds nothing to fold away, and the strip around it scrolls.
          style={{ width: 'max-content', minWidth: '100%' }}
          tabBarStyle={{ marginBottom: 0 }}
          activeKey={active}
          onChange={(key) => {
            if (isTab(key)) onChange(key);
          }}
          items={items}
        />
      </div>
      {onRefresh ? (
        <Button
          icon={<ReloadOutlined />}
          aria-label={t('common.refresh')}
          loading={counts.isFetching || refreshing}
          onClick={() => {
            void counts.refetch();
            onRefresh();
          }}
        >
          {phone ? null : t('common.refresh')}
        </Button>
      ) : null}
    </Flex>
  );
}
