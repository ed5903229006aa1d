import './locales';

export { ORDER_KIT_NS } from './locales';
export {
  orderFilterCodec,
  type OrderFilterKey,
  type OrderFilterValues,
  type OrderListFilters,
} from './order-filter-codec';
export {
  OrderFilterForm,
  type OrderFilterFormProps,
  type OrderFilterFormField,
  type OrderFilterExtraField,
} from './order-filter-form';
export { OrderTimeline, timelineColour, type OrderTimelineEntry } from './order-timeline';
export { FeeTable, type FeeTableProps, type FeeTableRow } from './fee-table';
export { AccessoryTable, AccessoryStatusTag, type AccessoryTableProps } from './accessory-table';
export { formatAmount, sumAmounts } from './money';
