import type { OnTheJobUser, StaffMember } from '@portal/contract';
import { channelOfOrder, invitableCondition, orderOfChannel } from '../chat/invitable-sql';
import { queryOne, type Queryable } from '../../db/database';
import { containing, param } from '../../lib/query-sql';

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

/**
 * On-the-job users by id; `keyword` matches the name. With `channelId` (or `serviceId`, the order's
 * group) only those who may be invited to that group (`invitableCondition`, the rule the invitation applies).
 */
export async function onTheJobUsers(
  db: Queryable,
  query: { keyword?: string; channelId?: number; serviceId?: number },
) {
  const params: unknown[] = [];
  const clauses = [`u.status = 'onTheJob'`, 'NOT u.is_delete'];
  if (query.keyword?.trim()) clauses.push(`u.name ILIKE ${param(params, containing(query.keyword.trim()))}`);
  if (query.channelId) {
    const p = `${param(params, query.channelId)}::int`;
    clauses.push(invitableCondition('u', p, orderOfChannel(p)));
  } else if (query.serviceId) {
    const p = `${param(params, query.serviceId)}::int`;
    clauses.push(invitableCondition('u', channelOfOrder(p), p));
  }
  return db.query<OnTheJobUser>(
    `SELECT u.id, u.name, u.username, u.im_uid AS "imUid", u.avatar, u.authority, u.job_id AS "jobId", u.dept_id AS "deptId",
            u.phone, u.telephone, u.customer_id AS "customId"
       FROM users u WHERE ${clauses.join(' AND ')} ORDER BY u.id`,
    params,
  );
}
