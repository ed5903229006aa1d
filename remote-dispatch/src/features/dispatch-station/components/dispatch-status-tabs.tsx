import type { ReactNode } from 'react';
import { Flex, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { DISPATCH_TABS, type StatusCounts } from '@portal/shared';
import { statusTabs } from '../../../lib/i18n-labels';

export type DispatchTab = Exclude<(typeof DISPATCH_TABS)[number], 'total'>;

export const isDispatchTab = (value: unknown): value is DispatchTab =>
  value !== 'total' && typeof value === 'string' && (DISPATCH_TABS as readonly string[]).includes(value);

interface Props {
  active: DispatchTab;
  counts: StatusCounts | undefined;
  onChange: (tab: DispatchTab) => void;
  extra?: ReactNode;
}

/**
 * One tab per dispatch status with its live count; `total` only shows the total and cannot be chosen.
 * `extra` sits beside the tab list, not in it (antd's tabBarExtraContent would put its buttons inside
 * role=tablist, which may hold tabs only).
 */
export function DispatchStatusTabs({ active, counts, onChange, extra }: Props) {
  const { t } = useTranslation('dispatch');
  return (
    <Flex align="center" gap={8} style={{ marginBottom: 16 }}>
      <Tabs
        style={{ flex: 1, minWidth: 0 }}
        tabBarStyle={{ marginBottom: 0 }}
        activeKey={active}
        onChange={(key) => {
          if (isDispatchTab(key)) onChange(key);
        }}
        items={statusTabs(t, DISPATCH_TABS, counts)}
      />
      {extra}
    </Flex>
  );
}
