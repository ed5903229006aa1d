import { queryOne, type Queryable } from '../../db/database';
import { ts } from '../../http';
import type { Notice } from '@portal/contract';
import { pageOf, param } from '../../lib/query-sql';

const COLUMNS = `id, title, content, repair_user_name AS "repairUserName", link, status, ${ts('send_time', 'sendTime')}`;

/** A page of the user's notices, newest first; `status` filters. */
export async function noticePage(
  db: Queryable,
  userId: number,
  status: 'unread' | 'read' | undefined,
  current: number,
  size: number,
) {
  const params: unknown[] = [userId];
  const from = `notices WHERE user_id = $1${status ? ` AND status = ${param(params, status)}` : ''}`;
  return pageOf<Notice>(
    db,
    { count: from, select: `${COLUMNS} FROM ${from}`, orderBy: 'send_time DESC, id DESC' },
    params,
    current,
    size,
  );
}

export const unreadCount = async (db: Queryable, userId: number) =>
  (
    await queryOne<{ n: number }>(
      db,
      `SELECT count(*)::int AS n FROM notices WHERE user_id = $1 AND status = 'unread'`,
      [userId],
    )
  )?.n ?? 0;

export const readAll = (db: Queryable, userId: number) =>
  db.query(`UPDATE notices SET status = 'read', read_at = now() WHERE user_id = $1 AND status = 'unread'`, [
    userId,
  ]);

/** Marks the user's notice read and answers it; null when the user has no such notice. */
export async function readNotice(db: Queryable, userId: number, id: number): Promise<Notice | null> {
  const rows = await db.query<Notice>(
    `UPDATE notices SET status = 'read', read_at = coalesce(read_at, now()) WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
    [id, userId],
  );
  return rows[0] ?? null;
}

/** A new unread notice for the user. */
export const insertNotice = (db: Queryable, userId: number, title: string, content: string, kind: string) =>
  db.query(`INSERT INTO notices (user_id, title, content, kind) VALUES ($1, $2, $3, $4)`, [
    userId,
    title,
    content,
    kind,
  ]);

/** A new unread notice for every manager on the job. */
export const insertManagerNotice = (
  db: Queryable,
  title: string,
  content: string,
  link: string,
  kind: string,
) =>
  db.query(
    `INSERT INTO notices (user_id, title, content, link, kind)
     SELECT id, $1, $2, $3, $4 FROM users WHERE authority = 'manager' AND NOT is_delete AND status = 'onTheJob'`,
    [title, content, link, kind],
  );

/** A tracking reminder's notice for the reminded user, linking to the order. */
export const insertReminderNotice = (
  db: Queryable,
  userId: number,
  title: string,
  content: string,
  repairUserName: string,
  link: string,
) =>
  db.query(
    `INSERT INTO notices (user_id, title, content, repair_user_name, link, kind) VALUES ($1, $2, $3, $4, $5, 'trackReminder')`,
    [userId, title, content, repairUserName, link],
  );

/** A settlement objection's notice, about the order's repair user, for every manager on the job. */
export const insertObjectionNotices = (
  db: Queryable,
  title: string,
  content: string,
  repairUserName: string,
  link: string,
) =>
  db.query(
    `INSERT INTO notices (user_id, title, content, repair_user_name, link, kind)
       SELECT id, $1, $2, $3, $4, 'settlementObjection' FROM users WHERE authority = 'manager' AND NOT is_delete AND status = 'onTheJob'`,
    [title, content, repairUserName, link],
  );
