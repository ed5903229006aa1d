import type { OnTheJobUser, StaffKind, StaffMember } from '@portal/shared/contract';
import { queryOne, type Queryable } from '../../db/database';

interface StaffFilter {
  jobIds?: number[];
  deptIds?: number[];
}

const FILTERS: Record<StaffKind, StaffFilter> = {
  finance: { jobIds: [40, 41], deptIds: [18] },
  sales: { deptIds: [16] },
  projectManager: { jobIds: [38, 40, 41] },
  dispatcher: { jobIds: [39, 41, 13, 40] },
  technician: { jobIds: [18] },
  technicianAndProjectManager: { jobIds: [18, 38] },
};

/** Statuses in which an order occupies its engineer (a technician's load). */
export const ENGINEER_BUSY_STATUSES = ['pendingOrders', 'toArrive', 'toCompleted'] as const;

/** Setting naming the one person added to the dispatcher list; without it, the first manager on the job. */
export const DISPATCHER_EXTRA_SETTING = 'dispatcher_extra_user_id';

const ACTIVE = `u.status = 'onTheJob' AND NOT u.is_delete`;

/** The fixed extra dispatcher: the configured user when on the job, else the first manager on the job. */
export async function dispatcherExtraUserId(db: Queryable): Promise<number | null> {
  const configured = await queryOne<{ value: string }>(db, 'SELECT value FROM settings WHERE key = $1', [DISPATCHER_EXTRA_SETTING]);
  const id = configured && /^\d+$/.test(configured.value) ? Number(configured.value) : null;
  const row = id
    ? await queryOne<{ id: number }>(db, `SELECT u.id FROM users u WHERE u.id = $1 AND ${ACTIVE}`, [id])
    : await queryOne<{ id: number }>(db, `SELECT u.id FROM users u WHERE u.authority = 'manager' AND ${ACTIVE} ORDER BY u.id LIMIT 1`);
  return row?.id ?? null;
}

/** On-the-job, not deleted users of one list, by name; technicians with their number of open orders. */
export async function listStaff(db: Queryable, kind: StaffKind): Promise<StaffMember[]> {
  const filter = FILTERS[kind];
  const params: unknown[] = [filter.jobIds ?? [], filter.deptIds ?? []];
  let match = '(u.job_id = ANY($1::int[]) OR u.dept_id = ANY($2::int[]))';
  if (kind === 'dispatcher') {
    params.push(await dispatcherExtraUserId(db));
    match = `(${match} OR u.id = $3)`;
  }
  const withLoad = kind === 'technician' || kind === 'technicianAndProjectManager';
  if (withLoad) params.push([...ENGINEER_BUSY_STATUSES]);
  const load = withLoad
    ? `, (SELECT count(*)::int FROM service_orders o WHERE o.engineer_id = u.id AND o.status = ANY($${params.length}::text[])) AS load`
    : '';
  return db.query<StaffMember>(
    `SELECT u.id, u.name, u.job_id AS "jobId", u.dept_id AS "deptId"${load}
       FROM users u WHERE ${ACTIVE} AND ${match} ORDER BY u.id`,
    params,
  );
}

/** On-the-job users by id; `keyword` matches the name; `channelId`/`serviceId` leave out members of that chat group. */
export async function onTheJobUsers(db: Queryable, query: { keyword?: string; channelId?: number; serviceId?: number }) {
  const params: unknown[] = [];
  const clauses = [`u.status = 'onTheJob'`, 'NOT u.is_delete'];
  if (query.keyword?.trim()) {
    params.push(`%${query.keyword.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    clauses.push(`u.name ILIKE $${params.length}`);
  }
  if (query.channelId) {
    params.push(query.channelId);
    clauses.push(`NOT EXISTS (SELECT 1 FROM chat_members m WHERE m.channel_id = $${params.length} AND m.user_id = u.id)`);
  }
  if (query.serviceId) {
    params.push(query.serviceId);
    clauses.push(
      `NOT EXISTS (SELECT 1 FROM chat_members m JOIN chat_channels c ON c.id = m.channel_id WHERE c.service_id = $${params.length} AND m.user_id = u.id)`,
    );
  }
  return db.query<OnTheJobUser>(
    `SELECT u.id, u.name, u.username, u.im_uid AS "imUid", u.avatar, u.authority, u.job_id AS "jobId", u.dept_id AS "deptId",
            u.phone, u.telephone, u.customer_id AS "customId"
       FROM users u WHERE ${clauses.join(' AND ')} ORDER BY u.id`,
    params,
  );
}
