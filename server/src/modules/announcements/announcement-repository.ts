import type { Announcement } from '@portal/contract';
import { queryOne, type Queryable } from '../../db/database';
import { ts } from '../../http';
import { containing, pageOf, param } from '../../lib/query-sql';

const COLUMNS = `id, title, content, status, publisher_name AS "publisherName", ${ts('publish_time', 'publishTime')}, ${ts('update_time', 'updateTime')}`;

/** A page of announcements, newest first; `all` includes withdrawn ones; `keyword` matches title or content. */
export async function announcementPage(
  db: Queryable,
  all: boolean,
  keyword: string | undefined,
  current: number,
  size: number,
) {
  const params: unknown[] = [];
  const clauses = [all ? 'TRUE' : `status = 'published'`];
  if (keyword) {
    const p = param(params, containing(keyword));
    clauses.push(`(title ILIKE ${p} OR content ILIKE ${p})`);
  }
  const from = `system_announcements WHERE ${clauses.join(' AND ')}`;
  return pageOf<Announcement>(
    db,
    { count: from, select: `${COLUMNS} FROM ${from}`, orderBy: 'publish_time DESC, id DESC' },
    params,
    current,
    size,
  );
}

export const announcementById = (db: Queryable, id: number, all: boolean) =>
  queryOne<Announcement>(
    db,
    `SELECT ${COLUMNS} FROM system_announcements WHERE id = $1 AND ($2 OR status = 'published')`,
    [id, all],
  );

export const insertAnnouncement = async (
  db: Queryable,
  title: string,
  content: string,
  publisher: { id: number; name: string },
) =>
  (await queryOne<Announcement>(
    db,
    `INSERT INTO system_announcements (title, content, publisher_id, publisher_name) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
    [title, content, publisher.id, publisher.name],
  ))!;

export const updateAnnouncement = (db: Queryable, id: number, title: string, content: string) =>
  queryOne<Announcement>(
    db,
    `UPDATE system_announcements SET title = $2, content = $3, update_time = now() WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, title, content],
  );

export const withdrawAnnouncement = (db: Queryable, id: number) =>
  queryOne<Announcement>(
    db,
    `UPDATE system_announcements SET status = 'withdrawn', update_time = now() WHERE id = $1 RETURNING ${COLUMNS}`,
    [id],
  );
