import type { OrderDetail } from '@portal/contract';
import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import type { Status } from './step-table';
import type { StepPatch, StepTime } from './step-patch';
import { param } from '../../lib/query-sql';
import { type ScopeUser, orderScope } from '../../lib/scope-sql';

/** What a step reads of its order. */
export type OrderState = Pick<
  OrderDetail,
  | 'id'
  | 'serviceNo'
  | 'status'
  | 'version'
  | 'customerId'
  | 'projectId'
  | 'engineerId'
  | 'engineerName'
  | 'lackReceipt'
>;

/** The order's state when the user may see it. */
export const orderStateInScope = (db: Queryable, user: ScopeUser, serviceId: number) => {
  const params: unknown[] = [serviceId];
  return queryOne<OrderState>(
    db,
    `SELECT o.id, o.service_no AS "serviceNo", o.status, o.version, o.customer_id AS "customerId", o.project_id AS "projectId",
            o.engineer_id AS "engineerId", o.engineer_name AS "engineerName", o.lack_receipt AS "lackReceipt"
       FROM service_orders o WHERE o.id = $1 AND ${orderScope(user, params)}`,
    params,
  );
};

/** The order as the step read it: the row is changed only while it still has this status (and version). */
export interface StepGuard {
  id: number;
  status: Status;
  version: number;
  /** Skip the version check (and the bump): the step may run alongside others of its kind. */
  anyVersion: boolean;
}

/**
 * Writes a step's patch with one conditional UPDATE: of two people taking a step at once exactly one
 * changes the row. Null when the order changed since it was read.
 */
export function writeStepPatch(db: Queryable, guard: StepGuard, patch: StepPatch) {
  const params: unknown[] = [guard.id, guard.status, guard.version];
  const p = (value: unknown) => param(params, value);
  const time = (value: StepTime | null) =>
    value === null ? 'NULL' : value === 'now' ? 'now()' : `${p(value.actedAt)}::timestamptz`;
  const sets: string[] = [];
  const set = (column: string, expression: string) => sets.push(`${column} = ${expression}`);
  if (patch.engineer !== undefined) {
    const engineer = patch.engineer;
    set('engineer_id', engineer ? p(engineer.id) : 'NULL');
    set('engineer_name', engineer ? p(engineer.name) : 'NULL');
    set('engineer_company_name', engineer ? p(engineer.companyName) : 'NULL');
  }
  if (patch.responsiblePersonId !== undefined) set('responsible_person_id', p(patch.responsiblePersonId));
  if (patch.appointmentTime !== undefined)
    set('appointment_time', `${p(patch.appointmentTime)}::timestamptz`);
  if (patch.dispatcherId !== undefined) set('dispatcher_id', p(patch.dispatcherId));
  const times = {
    dispatch_time: patch.dispatchTime,
    arrive_time: patch.arriveTime,
    completion_time: patch.completionTime,
    acceptance_time: patch.acceptanceTime,
    income_time: patch.incomeTime,
    expenses_time: patch.expensesTime,
    settlement_time: patch.settlementTime,
    confirm_time: patch.confirmTime,
  };
  for (const [column, value] of Object.entries(times)) if (value !== undefined) set(column, time(value));
  if (patch.lackReceipt !== undefined) set('lack_receipt', p(patch.lackReceipt));
  if (patch.isLackReceipt !== undefined) set('is_lack_receipt', p(patch.isLackReceipt));
  if (patch.cancelReason !== undefined) set('cancel_reason', p(patch.cancelReason));
  set('status', p(patch.status));
  set('updated_at', 'now()');
  if (!guard.anyVersion) set('version', 'version + 1');
  return queryOne<{ version: number }>(
    db,
    `UPDATE service_orders SET ${sets.join(', ')}
      WHERE id = $1 AND status = $2 ${guard.anyVersion ? 'AND $3::int IS NOT NULL' : 'AND version = $3'} RETURNING version`,
    params,
  );
}

/** An on-the-job, not deleted technician (authority technician or the job `skilledJobId`). */
export const onTheJobTechnician = (db: Queryable, userId: number, skilledJobId: number) =>
  queryOne<{ id: number; name: string }>(
    db,
    `SELECT id, name FROM users WHERE id = $1 AND status = 'onTheJob' AND NOT is_delete AND authority <> 'customer' AND (authority = 'technician' OR job_id = $2)`,
    [userId, skilledJobId],
  );

/** Whether the user is on-the-job, not deleted staff. */
export const isOnTheJobStaff = async (db: Queryable, userId: number): Promise<boolean> =>
  (await queryOne(
    db,
    `SELECT 1 FROM users WHERE id = $1 AND status = 'onTheJob' AND NOT is_delete AND authority <> 'customer'`,
    [userId],
  )) !== null;

export const serviceNoOf = async (db: Queryable, serviceId: number): Promise<string | null> =>
  (
    await queryOne<{ serviceNo: string }>(
      db,
      'SELECT service_no AS "serviceNo" FROM service_orders WHERE id = $1',
      [serviceId],
    )
  )?.serviceNo ?? null;

export const orderStatusAndServiceNo = (db: Queryable, serviceId: number) =>
  queryOne<{ status: Status; serviceNo: string }>(
    db,
    'SELECT status, service_no AS "serviceNo" FROM service_orders WHERE id = $1',
    [serviceId],
  );

/** The orders among `ids` that the user sees, locked until commit, in id order. */
export const lockOrdersInScope = (db: Queryable, user: ScopeUser, ids: number[]) => {
  const params: unknown[] = [ids];
  return db.query<{ id: number; status: string }>(
    `SELECT o.id, o.status FROM service_orders o WHERE o.id = ANY($1::bigint[]) AND ${orderScope(user, params)} ORDER BY o.id FOR UPDATE`,
    params,
  );
};

export async function setAppointmentTime(db: Queryable, ids: number[], time: string): Promise<void> {
  await db.query(
    'UPDATE service_orders SET appointment_time = $2::timestamptz, updated_at = now() WHERE id = ANY($1::bigint[])',
    [ids, time],
  );
}
