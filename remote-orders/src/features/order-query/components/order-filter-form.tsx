import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { orderFilterField } from '@portal/shared';
import {
  OrderFilterForm as OrderKitFilterForm,
  type OrderFilterKey,
  type OrderFilterValues,
} from '@portal/shared/ui';

/** Always shown. */
const BASIC_FIELDS: OrderFilterKey[] = [
  'serviceNo',
  'projectName',
  'repairUserName',
  'appointment',
  'create',
];

/** Shown after 展开. */
const ADVANCED_FIELDS: OrderFilterKey[] = [
  'serviceContent',
  'repairNo',
  'repairUserAddress',
  'creators',
  'engineerName',
  'engineerCompanyName',
  'dispatch',
  'arrive',
  'completion',
  'acceptance',
  'income',
  'trackRecord',
];

interface Props {
  filters: OrderFilterValues;
  /** More buttons after 查询 and 重置 (such as 导出). */
  extraActions?: ReactNode;
  onSearch: (filters: OrderFilterValues) => void;
  onReset: () => void;
}

/** Every filter of SPEC section 3 (the order kit's form); the rarely used ones fold away. */
export function OrderFilterForm({ filters, onSearch, onReset, extraActions }: Props) {
  const { t } = useTranslation('orders');
  return (
    <OrderKitFilterForm<OrderFilterValues>
      name="orderFilters"
      fields={BASIC_FIELDS}
      folded={ADVANCED_FIELDS}
      values={filters}
      onSearch={onSearch}
      onReset={onReset}
      extraActions={extraActions}
      // The label of the field filtered, but for this page's own 跟踪时间.
      label={(key) =>
        t(key === 'trackRecord' ? 'orderQuery.trackRecord' : `common:orderField.${orderFilterField(key)}`)
      }
    />
  );
}
