import type { ReactNode } from 'react';
import { Tabs } from 'antd';
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

/** One tab per dispatch status with its live count; `total` only shows the total and cannot be chosen. */
export function DispatchStatusTabs({ active, counts, onChange, extra }: Props) {
  const { t } = useTranslation('dispatch');
  return (
    <Tabs
      activeKey={active}
      tabBarExtraContent={extra}
      onChange={(key) => {
        if (isDispatchTab(key)) onChange(key);
      }}
      items={statusTabs(t, DISPATCH_TABS, counts)}
    />
  );
}
