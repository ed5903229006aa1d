import { Type, type Static, type TOptional, type TString } from '@sinclair/typebox';
import { Text } from './strings';
import { DateTimeString } from './dates';
import {
  ORDER_FILTER_TEXT_MAX,
  ORDER_RANGE_FILTERS,
  ORDER_SORT_FIELDS,
  ORDER_TEXT_FILTERS,
  type OrderRangeFilter,
  type OrderTextFilter,
} from './order-query';

type OrderRangeKey = `${OrderRangeFilter}Start` | `${OrderRangeFilter}End`;

const text = () => Type.Optional(Text(ORDER_FILTER_TEXT_MAX));
const time = () => Type.Optional(DateTimeString);
// Built from the lists; the casts only name the keys the lists hold.
const textFilters = Object.fromEntries(ORDER_TEXT_FILTERS.map((k) => [k, text()])) as Record<
  OrderTextFilter,
  TOptional<TString>
>;
const rangeFilters = Object.fromEntries(
  ORDER_RANGE_FILTERS.flatMap((k) => [
    [`${k}Start`, time()],
    [`${k}End`, time()],
  ]),
) as Record<OrderRangeKey, TOptional<TString>>;

/** The filters and sort of the order lists and counts (SPEC section 3); times are 'YYYY-MM-DD[ HH:mm:ss]'. */
export const OrderFilters = Type.Object({
  ...textFilters,
  ...rangeFilters,
  sortBy: Type.Optional(Type.Union(ORDER_SORT_FIELDS.map((k) => Type.Literal(k)))),
  sortOrder: Type.Optional(
    Type.Union([Type.Literal('asc'), Type.Literal('desc'), Type.Literal('ascend'), Type.Literal('descend')]),
  ),
});
export type OrderFilters = Static<typeof OrderFilters>;
