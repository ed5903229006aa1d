import { createHash } from 'node:crypto';
import type { Static } from '@sinclair/typebox';
import {
  OrderFilters as OrderFiltersSchema,
  ORDER_STATUSES,
  type OrderRangeFilter,
  type OrderSortField,
  type OrderTextFilter,
} from '@portal/contract';
import type { Queryable } from '../../db/database';
import type { ServiceOrderRow } from '@portal/contract';
import { queryOne } from '../../db/database';
import { timeBound } from '../../lib/date-input';
import { countByStatus, storedCounts } from './order-counts';
import { containing, escapeLike, param, type SqlWhere } from '../../lib/query-sql';
import { orderScope, type ScopeUser } from '../../lib/scope-sql';

/** The column of each of the contract's text filters (SPEC section 3; they match anywhere, case-insensitively). */
const TEXT_FILTERS: Record<OrderTextFilter, string> = {
  projectName: 'o.project_name',
  serviceContent: 'o.service_content',
  serviceNo: 'o.service_no',
  creators: 'o.creator_name',
  repairUserName: 'o.repair_user_name',
  repairUserAddress: 'o.repair_user_address',
  repairNo: 'o.repair_no',
  engineerName: 'o.engineer_name',
  engineerCompanyName: 'o.engineer_company_name',
};

/** The column of each `<name>Start` / `<name>End` pair. */
const TIME_FILTERS: Record<OrderRangeFilter, string> = {
  appointment: 'o.appointment_time',
  create: 'o.create_time',
  dispatch: 'o.dispatch_time',
  arrive: 'o.arrive_time',
  completion: 'o.completion_time',
  acceptance: 'o.acceptance_time',
  income: 'o.income_time',
  trackRecord: 'o.track_record_time',
};

export const SORT_COLUMNS: Record<OrderSortField, string> = {
  createTime: 'o.create_time',
  appointmentTime: 'o.appointment_time',
  dispatchTime: 'o.dispatch_time',
  arriveTime: 'o.arrive_time',
  completionTime: 'o.completion_time',
  serviceNo: 'o.service_no',
};

export const OrderFilters = OrderFiltersSchema;
// Indexed by the filter lists' keys below.
export type OrderFilters = Static<typeof OrderFiltersSchema> & Record<string, string | undefined>;

/** WHERE clause (without statuses) for the user's scope and the given filters; values only ever as parameters. */
export function buildOrderWhere(user: ScopeUser, filters: OrderFilters): SqlWhere {
  const params: unknown[] = [];
  const clauses = [orderScope(user, params)];
  for (const [key, column] of Object.entries(TEXT_FILTERS)) {
    const value = filters[key]?.trim();
    if (!value) continue;
    if (key === 'serviceNo' && SERVICE_NO_PREFIX.test(value)) {
      // Service numbers are 'SO' + digits, so 'SO…' can only match at the start: a prefix search
      // that the service_no pattern index answers, with the same result as the substring search.
      clauses.push(`${column} LIKE ${param(params, `${escapeLike(value.toUpperCase())}%`)}`);
      continue;
    }
    const p = param(params, containing(value));
    // The engineers are looked up by name once (a few users), then their orders by id (indexed).
    clauses.push(
      key === 'engineerName'
        ? `o.engineer_id = ANY (ARRAY(SELECT u.id FROM users u WHERE u.name ILIKE ${p}))`
        : `${column} ILIKE ${p}`,
    );
  }
  for (const [key, column] of Object.entries(TIME_FILTERS)) {
    const start = timeBound(filters[`${key}Start`], `${key}Start`, 'start');
    const end = timeBound(filters[`${key}End`], `${key}End`, 'end');
    if (start) clauses.push(`${column} >= ${param(params, start)}::timestamptz`);
    if (end) clauses.push(`${column} <= ${param(params, end)}::timestamptz`);
  }
  return { where: clauses.join(' AND '), params };
}

const SERVICE_NO_PREFIX = /^so\d*$/i;

const hasTextFilter = (filters: OrderFilters) =>
  Object.keys(TEXT_FILTERS).some((key) => filters[key]?.trim());

/** No text or time filter set: the kept per-company counts answer for managers and customers. */
function keptCountsFor(user: ScopeUser, filters: OrderFilters): boolean {
  if (user.authority === 'technician') return false;
  if (hasTextFilter(filters)) return false;
  return !Object.keys(TIME_FILTERS).some((key) => filters[`${key}Start`] || filters[`${key}End`]);
}

/** Count per status and `total` of the orders the user sees that match the filters. */
export async function countOrders(
  db: Queryable,
  user: ScopeUser,
  filters: OrderFilters,
): Promise<Record<string, number>> {
  if (keptCountsFor(user, filters))
    return storedCounts(db, user.authority === 'manager' ? null : (user.customerId ?? -1));
  return countByStatus(db, buildOrderWhere(user, filters));
}

export interface OrderSort {
  column: (typeof SORT_COLUMNS)[keyof typeof SORT_COLUMNS];
  direction: 'ASC' | 'DESC';
}

export function sortOf(filters: Pick<OrderFilters, 'sortBy' | 'sortOrder'>): OrderSort {
  return {
    column: SORT_COLUMNS[(filters.sortBy ?? 'createTime') as keyof typeof SORT_COLUMNS],
    direction: filters.sortOrder === 'asc' || filters.sortOrder === 'ascend' ? 'ASC' : 'DESC',
  };
}

/**
 * PostgreSQL's default null placement (nulls sort as the largest value: last ascending, first
 * descending) keeps both directions on one index scan; forcing NULLS LAST on a descending sort
 * would make every page sort the whole matching set.
 */
export function orderBy(filters: Pick<OrderFilters, 'sortBy' | 'sortOrder'>): string {
  const { column, direction } = sortOf(filters);
  return `${column} ${direction}, o.id ${direction}`;
}

/** Restricts a where clause to one status tab; `total` or none means every status but cancelled. */
export function withStatus(scope: SqlWhere, status: string | undefined): SqlWhere {
  const params = [...scope.params];
  if (status && status !== 'total')
    return { where: `${scope.where} AND o.status = ${param(params, status)}`, params };
  return { where: `${scope.where} AND o.status <> 'cancelled'`, params };
}

/** Tabs up to this many orders are searched through the status and trigram index, then sorted. */
const SMALL_TAB = 20_000;

/** Whether the status tab holds few orders (a technician's own orders always count as few). */
async function isSmallTab(db: Queryable, user: ScopeUser, tab: string): Promise<boolean> {
  if (user.authority === 'technician') return true;
  const counts = await storedCounts(db, user.authority === 'manager' ? null : (user.customerId ?? -1));
  return (counts[tab] ?? 0) <= SMALL_TAB;
}

/**
 * The kept count of one tab (every status but cancelled for `total`) as a scalar subquery, so that
 * a page reads its total with its rows in one statement.
 */
function keptTabCount(user: ScopeUser, tab: string, params: unknown[]): string {
  const clauses = [];
  if (user.authority !== 'manager') clauses.push(`k.customer_id = ${param(params, user.customerId ?? -1)}`);
  clauses.push(tab === 'total' ? `k.status <> 'cancelled'` : `k.status = ${param(params, tab)}`);
  return `(SELECT coalesce(sum(k.n), 0)::int FROM service_order_counts k WHERE ${clauses.join(' AND ')})`;
}

/** Statement names of the kept-count page texts, by text (a few hundred at most, see pageOrders). */
const pageStatementNames = new Map<string, string>();

function pageStatementName(sql: string): string {
  let name = pageStatementNames.get(sql);
  if (!name) {
    name = `order-page-${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    pageStatementNames.set(sql, name);
  }
  return name;
}

/** One page of orders in the user's scope: `{ total, records }`. */
export async function pageOrders<Row = ServiceOrderRow>(
  db: Queryable,
  user: ScopeUser,
  filters: OrderFilters,
  { status, current, size }: { status?: string; current: number; size: number },
): Promise<{ total: number; records: Row[] }> {
  const tab = status ?? 'total';
  const counted = tab === 'total' || (ORDER_STATUSES as readonly string[]).includes(tab);
  const scope = withStatus(buildOrderWhere(user, filters), status);
  // A copy: the count below reads scope.params alone; keptTabCount adds its values after the page's.
  const params = [...scope.params];
  const page = `LIMIT ${param(params, size)} OFFSET ${param(params, (current - 1) * size)}`;
  // Searching a small tab, the planner would walk the tab in page order hoping for early matches
  // (all of it when there are none); behind the OFFSET 0 fence the matches are found through the
  // status and trigram index first, and only they are sorted.
  const fenced = counted && hasTextFilter(filters) && (await isSmallTab(db, user, tab));
  const orders = fenced
    ? `(SELECT * FROM service_orders o WHERE ${scope.where} OFFSET 0) o`
    : 'service_orders o';
  const from = `FROM ${orders} JOIN customer_companies c ON c.id = o.customer_id${fenced ? '' : ` WHERE ${scope.where}`} ORDER BY ${orderBy(filters)} ${page}`;
  if (keptCountsFor(user, filters) && counted) {
    const sql = `SELECT ${ORDER_ROW_COLUMNS}, ${keptTabCount(user, tab, params)} AS "keptTotal" ${from}`;
    // Without filters the text depends only on the kind of user, the tab and the sort (a few hundred
    // at most), and the plan hardly on the values: each is prepared once per connection.
    const rows = await db.query<Row & { keptTotal: number }>(sql, params, {
      ...ORDER_ROW_READ,
      prepare: pageStatementName(sql),
    });
    // A page past the end has no row to carry the total.
    const total = rows.length ? rows[0].keptTotal : ((await countOrders(db, user, filters))[tab] ?? 0);
    return { total, records: rows.map(({ keptTotal: _, ...row }) => row as Row) };
  }
  // Side by side: on PostgreSQL each takes a connection of its own, so the page waits for the slower only.
  const [total, records] = await Promise.all([
    queryOne<{ n: number }>(
      db,
      `SELECT count(*)::int AS n FROM service_orders o WHERE ${scope.where}`,
      scope.params,
    ),
    db.query<Row>(`SELECT ${ORDER_ROW_COLUMNS} ${from}`, params, ORDER_ROW_READ),
  ]);
  return { total: total?.n ?? 0, records };
}

/** Sort columns that are never null (one keyset phase suffices). */
const NOT_NULL_SORTS: ReadonlySet<string> = new Set([SORT_COLUMNS.createTime, SORT_COLUMNS.serviceNo]);

/**
 * Every matching order in page order, fetched in batches by keyset (no OFFSET, no transaction held
 * between batches), so memory stays flat however many rows match. Nulls come where PostgreSQL puts
 * them (first descending, last ascending), read as a phase of their own, so that each batch is a
 * row comparison `(column, id) < (last value, last id)` an index scan starts from directly.
 */
export async function* iterateOrders<T>(
  db: Queryable,
  scope: SqlWhere,
  filters: Pick<OrderFilters, 'sortBy' | 'sortOrder'>,
  columns: string,
  batchSize = 1000,
): AsyncGenerator<T[]> {
  const { column, direction } = sortOf(filters);
  const cmp = direction === 'DESC' ? '<' : '>';
  const cast = column === SORT_COLUMNS.serviceNo ? 'text' : 'timestamptz';
  const values = { nulls: false, ordered: true };
  const phases = NOT_NULL_SORTS.has(column)
    ? [values]
    : direction === 'DESC'
      ? [{ nulls: true, ordered: false }, values]
      : [values, { nulls: true, ordered: false }];
  for (const phase of phases) {
    let last: { value: string | null; id: number } | null = null;
    for (;;) {
      const params = [...scope.params];
      const clauses = [scope.where];
      if (!NOT_NULL_SORTS.has(column)) clauses.push(`${column} IS ${phase.nulls ? '' : 'NOT '}NULL`);
      if (last) {
        const id = param(params, last.id);
        clauses.push(
          phase.ordered
            ? `(${column}, o.id) ${cmp} (${param(params, last.value)}::${cast}, ${id}::bigint)`
            : `o.id ${cmp} ${id}::bigint`,
        );
      }
      const order = phase.ordered ? `${column} ${direction}, o.id ${direction}` : `o.id ${direction}`;
      const rows: Array<T & { _key: string | null; _id: number }> = await db.query(
        `SELECT ${columns}, ${column}::text AS "_key", o.id AS "_id"
           FROM service_orders o JOIN customer_companies c ON c.id = o.customer_id
          WHERE ${clauses.join(' AND ')} ORDER BY ${order} LIMIT ${param(params, batchSize)}`,
        params,
      );
      if (rows.length === 0) break;
      const tail = rows[rows.length - 1];
      last = { value: tail._key, id: Number(tail._id) };
      yield rows;
      if (rows.length < batchSize) break;
    }
  }
}

/**
 * The columns of an order row (`ServiceOrderRow`). Its times are timestamptz columns: read them with
 * `ORDER_ROW_READ` (`wallClock`), which turns each into 'YYYY-MM-DD HH:mm:ss' text as it is received.
 */
export const ORDER_ROW_COLUMNS = [
  'o.id',
  'o.service_no AS "serviceNo"',
  'o.status',
  'o.project_id AS "projectId"',
  'o.project_name AS "projectName"',
  'o.service_content_id AS "serviceContentId"',
  'o.service_content AS "serviceContent"',
  'o.customer_id AS "customerId"',
  'c.name AS "customerName"',
  'o.repair_user_id AS "repairUserId"',
  'o.repair_user_name AS "repairUserName"',
  'o.repair_no AS "repairNo"',
  'o.repair_user_address AS "repairUserAddress"',
  'o.contact_name AS "contactName"',
  'o.contact_phone AS "contactPhone"',
  'o.engineer_id AS "engineerId"',
  'o.engineer_name AS "engineerName"',
  'o.engineer_company_name AS "engineerCompanyName"',
  'o.creator_name AS "creatorName"',
  'o.fault_description AS "faultDescription"',
  'o.parent_id AS "parentId"',
  'o.appointment_time AS "appointmentTime"',
  'o.create_time AS "createTime"',
  'o.dispatch_time AS "dispatchTime"',
  'o.arrive_time AS "arriveTime"',
  'o.completion_time AS "completionTime"',
  'o.acceptance_time AS "acceptanceTime"',
  'o.income_time AS "incomeTime"',
  'o.track_record_time AS "trackRecordTime"',
].join(', ');

/** How queries selecting `ORDER_ROW_COLUMNS` read: times as wall-clock text. */
export const ORDER_ROW_READ = { wallClock: true } as const;

/** One order as the lists show it (whatever the caller's scope: the caller has checked it). */
export function orderRowById(db: Queryable, id: number): Promise<ServiceOrderRow | null> {
  return queryOne<ServiceOrderRow>(
    db,
    `SELECT ${ORDER_ROW_COLUMNS} FROM service_orders o JOIN customer_companies c ON c.id = o.customer_id WHERE o.id = $1`,
    [id],
    ORDER_ROW_READ,
  );
}
