import { useLayoutEffect, useRef, type CSSProperties } from 'react';
import { Button, Flex, theme } from 'antd';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { statusLabelKey } from '@portal/contract/order-status';
import type { StatusCounts } from '../types/order';
import { useIsPhone } from '../lib/use-is-phone';
import { moveTabFocus, revealSelectedTab } from './tab-list';

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

/**
 * One tab per status, each `状态 (count)` once its count is known. The tabs are buttons in a plain
 * tab list that scrolls sideways where it does not fit (a phone), drawn as antd's tabs are: antd's
 * Tabs measured itself after mounting and rendered its tabs again four or five times per load (on
 * /myTasks some 120 of the 820 components rendered), and where tabs did not fit it folded them into
 * a "more" menu whose button sits inside role=tablist (react-component/tabs#1013). The refresh button
 * sits beside the tab list, not in it.
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
  const { token } = theme.useToken();
  const phone = useIsPhone();
  const counts = useQuery(countsQuery);
  const strip = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (strip.current) revealSelectedTab(strip.current);
  }, [active, counts.data]);

  const tabStyle = (chosen: boolean, disabled: boolean): CSSProperties => ({
    flex: 'none',
    margin: 0,
    padding: `${token.paddingSM}px 0`,
    border: 'none',
    background: 'none',
    font: 'inherit',
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    whiteSpace: 'nowrap',
    cursor: disabled ? 'not-allowed' : 'pointer',
    color: disabled ? token.colorTextDisabled : chosen ? token.colorPrimary : token.colorText,
    // The ink bar under the chosen tab.
    boxShadow: chosen ? `inset 0 -2px 0 ${token.colorPrimary}` : undefined,
  });

  return (
    <Flex align="center" gap={8} style={{ marginBottom: 16 }}>
      <div
        ref={strip}
        role="tablist"
        onKeyDown={moveTabFocus}
        style={{
          display: 'flex',
          gap: token.marginXL,
          flex: 1,
          minWidth: 0,
          overflowX: 'auto',
          scrollbarWidth: 'none',
          borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        }}
      >
        {statuses.map((status) => {
          const label = t(statusLabelKey(status));
          const count = counts.data?.[status];
          const chosen = status === active;
          const disabled = status === 'total';
          return (
            <button
              key={status}
              type="button"
              role="tab"
              aria-selected={chosen}
              aria-disabled={disabled || undefined}
              disabled={disabled}
              tabIndex={chosen ? 0 : -1}
              style={tabStyle(chosen, disabled)}
              onClick={() => {
                if (!disabled && !chosen) onChange(status as Tab);
              }}
            >
              {count === undefined ? label : t('common.statusTab', { label, count })}
            </button>
          );
        })}
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
