import { Type, type Static } from '@sinclair/typebox';
import type { AuthUser } from '../plugins/auth';
import { DateTimeString, ts } from '../http';

/** SPEC section 3's service-order query parameters (text filters match anywhere, case-insensitively). */
const TEXT_FILTERS = {
  projectName: 'o.project_name',
  serviceContent: 'o.service_content',
  serviceNo: 'o.service_no',
  creators: 'o.creator_name',
  repairUserName: 'o.repair_user_name',
  repairUserAddress: 'o.repair_user_address',
  repairNo: 'o.repair_no',
  engineerName: 'o.engineer_name',
  engineerCompanyName: 'o.engineer_company_name',
} as const;

/** `<name>Start` / `<name>End` pairs. */
const TIME_FILTERS = {
  appointment: 'o.appointment_time',
  create: 'o.create_time',
  dispatch: 'o.dispatch_time',
  arrive: 'o.arrive_time',
  completion: 'o.completion_time',
  acceptance: 'o.acceptance_time',
  income: 'o.income_time',
  trackRecord: 'o.track_record_time',
} as const;

export const SORT_COLUMNS = {
  createTime: 'o.create_time',
  appointmentTime: 'o.appointment_time',
  dispatchTime: 'o.dispatch_time',
  arriveTime: 'o.arrive_time',
  completionTime: 'o.completion_time',
  serviceNo: 'o.service_no',
} as const;

const text = () => Type.Optional(Type.String({ maxLength: 100 }));
const time = () => Type.Optional(DateTimeString);

export const OrderFilters = Type.Object({
  ...Object.fromEntries(Object.keys(TEXT_FILTERS).map((k) => [k, text()])),
  ...Object.fromEntries(Object.keys(TIME_FILTERS).flatMap((k) => [[`${k}Start`, time()], [`${k}End`, time()]])),
  sortBy: Type.Optional(Type.Union(Object.keys(SORT_COLUMNS).map((k) => Type.Literal(k)))),
  sortOrder: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc'), Type.Literal('ascend'), Type.Literal('descend')])),
});
export type OrderFilters = Static<typeof OrderFilters> & Record<string, string | undefined>;

export interface SqlWhere {
  where: string;
  params: unknown[];
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Which orders a user may see at all: managers all, customers their company's, technicians their own. */
export function orderScope(user: AuthUser, params: unknown[]): string {
  if (user.authority === 'manager') return 'TRUE';
  if (user.authority === 'technician') {
    params.push(user.id);
    return `o.engineer_id = $${params.length}`;
  }
  params.push(user.customerId ?? -1);
  return `o.customer_id = $${params.length}`;
}

/** WHERE clause (without statuses) for the user's scope and the given filters; values only ever as parameters. */
export function buildOrderWhere(user: AuthUser, filters: OrderFilters): SqlWhere {
  const params: unknown[] = [];
  const clauses = [orderScope(user, params)];
  for (const [key, column] of Object.entries(TEXT_FILTERS)) {
    const value = filters[key]?.trim();
    if (!value) continue;
    params.push(`%${escapeLike(value)}%`);
    clauses.push(`${column} ILIKE $${params.length}`);
  }
  for (const [key, column] of Object.entries(TIME_FILTERS)) {
    const start = filters[`${key}Start`];
    const end = filters[`${key}End`];
    if (start) {
      params.push(start.length === 10 ? `${start} 00:00:00` : start);
      clauses.push(`${column} >= $${params.length}::timestamptz`);
    }
    if (end) {
      params.push(end.length === 10 ? `${end} 23:59:59.999` : end);
      clauses.push(`${column} <= $${params.length}::timestamptz`);
    }
  }
  return { where: clauses.join(' AND '), params };
}

export function orderBy(filters: OrderFilters): string {
  const column = SORT_COLUMNS[(filters.sortBy ?? 'createTime') as keyof typeof SORT_COLUMNS];
  const direction = filters.sortOrder === 'asc' || filters.sortOrder === 'ascend' ? 'ASC' : 'DESC';
  return `${column} ${direction} NULLS LAST, o.id ${direction}`;
}

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
  ts('o.appointment_time', 'appointmentTime'),
  ts('o.create_time', 'createTime'),
  ts('o.dispatch_time', 'dispatchTime'),
  ts('o.arrive_time', 'arriveTime'),
  ts('o.completion_time', 'completionTime'),
  ts('o.acceptance_time', 'acceptanceTime'),
  ts('o.income_time', 'incomeTime'),
  ts('o.track_record_time', 'trackRecordTime'),
].join(', ');
