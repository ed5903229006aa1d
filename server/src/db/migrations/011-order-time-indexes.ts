/**
 * Time-range filters at a million orders. Counting the orders of a range (every status tab's count
 * and every filtered page's total) read the whole table for the range filters that had no index of
 * their own; each date column now has one, led by the column and carrying the status, so that a
 * count is an index-only scan of the range. Columns that stay empty until the order gets that far
 * are indexed only where set. A customer's pages in creation order (the default sort of every
 * list) get the company's own index instead of walking every company's orders.
 */
const TIME_COLUMNS = [
  'dispatch_time',
  'arrive_time',
  'completion_time',
  'acceptance_time',
  'income_time',
  'track_record_time',
];

export const statements: string[] = [
  `CREATE INDEX service_orders_create_status_idx ON service_orders (create_time, status)`,
  ...TIME_COLUMNS.map(
    (column) =>
      `CREATE INDEX service_orders_${column}_status_idx ON service_orders (${column}, status) WHERE ${column} IS NOT NULL`,
  ),
  `CREATE INDEX service_orders_customer_create_idx ON service_orders (customer_id, create_time DESC, id DESC)`,
];
