import type { CustomerCompany, SystemUserBody, SystemUserFilters, SystemUserRow } from '@portal/contract';
import { queryOne, type Queryable } from '../../db/database';
import { ts } from '../../http';
import type { RightsHolder } from './user-rights';
import { containing, pageOf, param } from '../../lib/query-sql';

const COLUMNS = `u.id, u.username, u.name, u.authority, u.allow_dispatch AND u.authority <> 'customer' AS "allowDispatch",
  u.allow_release AND u.authority = 'manager' AS "allowRelease", u.customer_id AS "customId",
  c.name AS "customIdName", u.phone, u.telephone, u.job_id AS "jobId", u.dept_id AS "deptId", u.status,
  u.is_delete AS "isDelete", ${ts('u.created_at', 'createTime')}`;
const FROM = 'users u LEFT JOIN customer_companies c ON c.id = u.customer_id';

/** A page of the accounts not invalidated, by id. */
export async function userPage(db: Queryable, f: SystemUserFilters, current: number, size: number) {
  const params: unknown[] = [];
  const clauses = ['NOT u.is_delete'];
  if (f.keyword) {
    const p = param(params, containing(f.keyword));
    clauses.push(`(u.username ILIKE ${p} OR u.name ILIKE ${p} OR u.phone ILIKE ${p})`);
  }
  if (f.authority) clauses.push(`u.authority = ${param(params, f.authority)}`);
  if (f.status) clauses.push(`u.status = ${param(params, f.status)}`);
  const where = clauses.join(' AND ');
  return pageOf<SystemUserRow>(
    db,
    { count: `users u WHERE ${where}`, select: `${COLUMNS} FROM ${FROM} WHERE ${where}`, orderBy: 'u.id' },
    params,
    current,
    size,
  );
}

export const userById = (db: Queryable, id: number) =>
  queryOne<SystemUserRow>(db, `SELECT ${COLUMNS} FROM ${FROM} WHERE u.id = $1`, [id]);

export const customerCompanies = (db: Queryable) =>
  db.query<CustomerCompany>('SELECT id, name FROM customer_companies ORDER BY id');

export const companyExists = async (db: Queryable, id: number) =>
  (await queryOne(db, 'SELECT 1 FROM customer_companies WHERE id = $1', [id])) !== null;

/** Whether the user is on the job and not invalidated. */
export const isOnTheJob = async (db: Queryable, userId: number) =>
  (await queryOne(db, `SELECT 1 FROM users WHERE id = $1 AND status = 'onTheJob' AND NOT is_delete`, [
    userId,
  ])) !== null;

export const usernameTaken = async (db: Queryable, username: string) =>
  (await queryOne(db, 'SELECT 1 FROM users WHERE username = $1', [username])) !== null;

/** The new account's id, or null when the username was taken meanwhile. */
export async function insertUser(
  db: Queryable,
  username: string,
  passwordHash: string,
  f: SystemUserBody,
): Promise<number | null> {
  const row = await queryOne<{ id: number }>(
    db,
    `INSERT INTO users (username, password_hash, name, authority, allow_dispatch, customer_id, phone, telephone, job_id, dept_id, status, im_uid, roles, allow_release)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14) ON CONFLICT (username) DO NOTHING RETURNING id`,
    [
      username,
      passwordHash,
      f.name,
      f.authority,
      f.allowDispatch,
      f.customId,
      f.phone,
      f.telephone,
      f.jobId,
      f.deptId,
      f.status ?? 'onTheJob',
      `im_${username}`,
      [f.authority],
      !!f.allowRelease,
    ],
  );
  return row ? row.id : null;
}

/** False when there is no such account (or it was invalidated). A null status keeps the current one. */
export async function updateUser(db: Queryable, id: number, f: SystemUserBody): Promise<boolean> {
  const rows = await db.query(
    `UPDATE users SET name = $2, authority = $3, allow_dispatch = $4, customer_id = $5, phone = $6, telephone = $7,
       job_id = $8, dept_id = $9, status = coalesce($10, status), roles = ARRAY[$3::text],
       allow_release = coalesce($11, allow_release), updated_at = now()
     WHERE id = $1 AND NOT is_delete RETURNING status`,
    [
      id,
      f.name,
      f.authority,
      f.allowDispatch,
      f.customId,
      f.phone,
      f.telephone,
      f.jobId,
      f.deptId,
      f.status ?? null,
      f.allowRelease ?? null,
    ],
  );
  return rows.length > 0;
}

/** The account's current rights, locked for the rest of the transaction; null when there is no such account. */
export async function lockRights(db: Queryable, id: number): Promise<RightsHolder | null> {
  const row = await queryOne<RightsHolder>(
    db,
    `SELECT id, authority, allow_dispatch AS "allowDispatch", allow_release AS "allowRelease" FROM users WHERE id = $1 AND NOT is_delete FOR UPDATE`,
    [id],
  );
  return row ? { ...row, id: Number(row.id) } : null;
}

export const setPasswordHash = async (db: Queryable, id: number, hash: string) =>
  (
    await db.query(
      'UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1 AND NOT is_delete RETURNING id',
      [id, hash],
    )
  ).length > 0;

/** Closes the user's open password-reset requests as handled by `managerId`. */
export const closeResetRequests = (db: Queryable, userId: number, managerId: number) =>
  db.query(
    `UPDATE password_reset_requests SET status = 'done', handled_by = $2, handled_at = now() WHERE user_id = $1 AND status = 'open'`,
    [userId, managerId],
  );

export const invalidateUser = async (db: Queryable, id: number) =>
  (await db.query(`UPDATE users SET is_delete = true, updated_at = now() WHERE id = $1 RETURNING id`, [id]))
    .length > 0;

/** The sign-in check's row; null for an unknown username. */
export const credentialsOf = (db: Queryable, username: string) =>
  queryOne<{ id: number; password_hash: string; is_delete: boolean; status: string }>(
    db,
    'SELECT id, password_hash, is_delete, status FROM users WHERE username = $1',
    [username],
  );

export const passwordHashOf = async (db: Queryable, id: number) =>
  (await queryOne<{ password_hash: string }>(db, 'SELECT password_hash FROM users WHERE id = $1', [id]))
    ?.password_hash ?? null;

/** The id of the account not invalidated with this username, or null. */
export const activeUserId = async (db: Queryable, username: string) =>
  (
    await queryOne<{ id: number }>(db, 'SELECT id FROM users WHERE username = $1 AND NOT is_delete', [
      username,
    ])
  )?.id ?? null;

/** Password-reset requests for the username in the last hour. */
export const recentResetRequests = async (db: Queryable, username: string) =>
  (
    await queryOne<{ n: number }>(
      db,
      `SELECT count(*)::int AS n FROM password_reset_requests WHERE username = $1 AND created_at > now() - interval '1 hour'`,
      [username],
    )
  )?.n ?? 0;

export const insertResetRequest = (
  db: Queryable,
  username: string,
  userId: number | null,
  phone: string,
  note: string,
) =>
  db.query('INSERT INTO password_reset_requests (username, user_id, phone, note) VALUES ($1, $2, $3, $4)', [
    username,
    userId,
    phone,
    note,
  ]);
