import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { queryOne } from '../../db/database';
import { requireUser } from '../../plugins/auth';
import { notFound } from '../../http-error';
import { IdParams, PageQuery, ok, ts } from '../../http';

const ListQuery = Type.Intersect([PageQuery, Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 100 })) })]);
const Body = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 100 }),
  content: Type.String({ minLength: 1, maxLength: 5000 }),
});

const COLUMNS = `id, title, content, status, publisher_name AS "publisherName", ${ts('publish_time', 'publishTime')}, ${ts('update_time', 'updateTime')}`;

/** System announcements: everyone reads published ones; managers also see withdrawn ones and publish, edit, withdraw. */
export default async function announcements(app: FastifyInstance) {
  app.get<{ Querystring: Static<typeof ListQuery> }>('/announce/page', { schema: { querystring: ListQuery } }, async (request) => {
    const user = requireUser(request);
    const { current, size, keyword } = request.query;
    const params: unknown[] = [];
    const clauses = [user.authority === 'manager' ? 'TRUE' : `status = 'published'`];
    if (keyword?.trim()) {
      params.push(`%${keyword.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      clauses.push(`(title ILIKE $${params.length} OR content ILIKE $${params.length})`);
    }
    const where = clauses.join(' AND ');
    const total = await queryOne<{ n: number }>(app.db, `SELECT count(*)::int AS n FROM system_announcements WHERE ${where}`, params);
    const records = await app.db.query(
      `SELECT ${COLUMNS} FROM system_announcements WHERE ${where} ORDER BY publish_time DESC, id DESC
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, size, (current - 1) * size],
    );
    return ok({ total: total?.n ?? 0, records });
  });

  app.get<{ Params: IdParams }>('/announce/:id', { schema: { params: IdParams } }, async (request) => {
    const user = requireUser(request);
    const row = await queryOne(
      app.db,
      `SELECT ${COLUMNS} FROM system_announcements WHERE id = $1 AND ($2 OR status = 'published')`,
      [request.params.id, user.authority === 'manager'],
    );
    if (!row) throw notFound();
    return ok(row);
  });

  app.post<{ Body: Static<typeof Body> }>('/announce', { schema: { body: Body }, config: { access: 'manager' } }, async (request) => {
    const user = requireUser(request);
    const row = await queryOne(
      app.db,
      `INSERT INTO system_announcements (title, content, publisher_id, publisher_name) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
      [request.body.title.trim(), request.body.content, user.id, user.name],
    );
    return ok(row);
  });

  app.put<{ Params: IdParams; Body: Static<typeof Body> }>(
    '/announce/:id',
    { schema: { params: IdParams, body: Body }, config: { access: 'manager' } },
    async (request) => {
      const row = await queryOne(
        app.db,
        `UPDATE system_announcements SET title = $2, content = $3, update_time = now() WHERE id = $1 RETURNING ${COLUMNS}`,
        [request.params.id, request.body.title.trim(), request.body.content],
      );
      if (!row) throw notFound();
      return ok(row);
    },
  );

  app.put<{ Params: IdParams }>(
    '/announce/:id/withdraw',
    { schema: { params: IdParams }, config: { access: 'manager' } },
    async (request) => {
      const row = await queryOne(
        app.db,
        `UPDATE system_announcements SET status = 'withdrawn', update_time = now() WHERE id = $1 RETURNING ${COLUMNS}`,
        [request.params.id],
      );
      if (!row) throw notFound();
      return ok(row);
    },
  );
}
