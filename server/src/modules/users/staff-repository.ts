import type { StaffMember } from '@portal/contract';
import { queryOne, type Queryable } from '../../db/database';
import { param } from '../../lib/query-sql';

const ACTIVE = `u.status = 'onTheJob' AND NOT u.is_delete`;

/** A row of `settings`, or null. */
export const settingValue = async (db: Queryable, key: string): Promise<string | null> =>
  (await queryOne<{ value: string }>(db, 'SELECT value FROM settings WHERE key = $1', [key]))?.value ?? null;

/** The user's id when on the job and not deleted. */
export const onTheJobUserId = async (db: Queryable, id: number): Promise<number | null> =>
  (await queryOne<{ id: number }>(db, `SELECT u.id FROM users u WHERE u.id = $1 AND ${ACTIVE}`, [id]))?.id ??
  null;

/** The first manager on the job. */
export const firstOnTheJobManagerId = async (db: Queryable): Promise<number | null> =>
  (
    await queryOne<{ id: number }>(
      db,
      `SELECT u.id FROM users u WHERE u.authority = 'manager' AND ${ACTIVE} ORDER BY u.id LIMIT 1`,
    )
  )?.id ?? null;

/**
 * On-the-job, not deleted users of the jobs or departments (and `extraUserId` when given, even null),
 * by id; with `loadStatuses`, each with the number of their orders in those statuses.
 */
export async function staffMembers(
  db: Queryable,
  f: { jobIds: number[]; deptIds: number[]; extraUserId?: number | null; loadStatuses?: string[] },
): Promise<StaffMember[]> {
  const params: unknown[] = [f.jobIds, f.deptIds];
  let match = '(u.job_id = ANY($1::int[]) OR u.dept_id = ANY($2::int[]))';
  if (f.extraUserId !== undefined) match = `(${match} OR u.id = ${param(params, f.extraUserId)})`;
  const load = f.loadStatuses
    ? `, (SELECT count(*)::int FROM service_orders o WHERE o.engineer_id = u.id AND o.status = ANY(${param(params, f.loadStatuses)}::text[])) AS load`
    : '';
  return db.query<StaffMember>(
    `SELECT u.id, u.name, u.job_id AS "jobId", u.dept_id AS "deptId"${load}
       FROM users u WHERE ${ACTIVE} AND ${match} ORDER BY u.id`,
    params,
  );
}
