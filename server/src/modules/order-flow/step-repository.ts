import type { OrderDetail } from '@portal/contract';
import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import type { Status } from './table';
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

/**
 * The step's conditional UPDATE: `$1` id, `$2` the status read, `$3` the version read, `$4` the target
 * status, then the plan's parameters. Null when the order changed since it was read.
 */
export const updateOrderForStep = (db: Queryable, sets: string[], anyVersion: boolean, params: unknown[]) =>
  queryOne<{ version: number }>(
    db,
    `UPDATE service_orders SET ${sets.join(', ')}
      WHERE id = $1 AND status = $2 ${anyVersion ? 'AND $3::int IS NOT NULL' : 'AND version = $3'} RETURNING version`,
    params,
  );

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
