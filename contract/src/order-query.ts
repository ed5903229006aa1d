/** SPEC section 3's text filters of the service-order query (each matches anywhere, case-insensitively). */
export const ORDER_TEXT_FILTERS = [
  'projectName',
  'serviceContent',
  'serviceNo',
  'creators',
  'repairUserName',
  'repairUserAddress',
  'repairNo',
  'engineerName',
  'engineerCompanyName',
] as const;
export type OrderTextFilter = (typeof ORDER_TEXT_FILTERS)[number];

/** SPEC section 3's time filters; each is sent as a `<name>Start` / `<name>End` pair. */
export const ORDER_RANGE_FILTERS = [
  'appointment',
  'create',
  'dispatch',
  'arrive',
  'completion',
  'acceptance',
  'income',
  'trackRecord',
] as const;
export type OrderRangeFilter = (typeof ORDER_RANGE_FILTERS)[number];

/** The order field a filter filters: a text filter's own (creators: creatorName), a time filter's name + Time. */
export const orderFilterField = (filter: OrderTextFilter | OrderRangeFilter): string =>
  filter === 'creators'
    ? 'creatorName'
    : (ORDER_RANGE_FILTERS as readonly string[]).includes(filter)
      ? `${filter}Time`
      : filter;

/** Columns the order lists sort by. */
export const ORDER_SORT_FIELDS = [
  'createTime',
  'appointmentTime',
  'dispatchTime',
  'arriveTime',
  'completionTime',
  'serviceNo',
] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];

/** Longest text filter value the server accepts. */
export const ORDER_FILTER_TEXT_MAX = 100;
