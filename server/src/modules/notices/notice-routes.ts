import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { Id } from '@portal/shared/contract';
import { queryOne } from '../../db/database';
import { requireUser } from '../../plugins/auth';
import { notFound } from '../../http-error';
import { IdParams, PageQuery, ok, ts } from '../../http';

const ListQuery = Type.Intersect([
  PageQuery,
  Type.Object({
    status: Type.Optional(Type.Union([Type.Literal('unread'), Type.Literal('read')])),
    customerId: Type.Optional(Id),
  }),
]);

const COLUMNS = `id, title, content, repair_user_name AS "repairUserName", link, status, ${ts('send_time', 'sendTime')}`;

/** The signed-in user's own notices (each row is one recipient's copy, so read state is per user). */
export default async function notices(app: FastifyInstance) {
  app.get<{ Querystring: Static<typeof ListQuery> }>('/customer/notice/page', { schema: { querystring: ListQuery } }, async (request) => {
    const user = requireUser(request);
    const { current, size, status } = request.query;
    const params: unknown[] = [user.id];
    let where = 'user_id = $1';
    if (status) {
      params.push(status);
      where += ` AND status = $${params.length}`;
    }
    const total = await queryOne<{ n: number }>(app.db, `SELECT count(*)::int AS n FROM notices WHERE ${where}`, params);
    const records = await app.db.query(
      `SELECT ${COLUMNS} FROM notices WHERE ${where} ORDER BY send_time DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, size, (current - 1) * size],
    );
    return ok({ total: total?.n ?? 0, records });
  });

  app.get('/customer/notice/unread/count', async (request) => {
    const user = requireUser(request);
    const row = await queryOne<{ n: number }>(app.db, `SELECT count(*)::int AS n FROM notices WHERE user_id = $1 AND status = 'unread'`, [user.id]);
    return ok({ count: row?.n ?? 0 });
  });

  app.put('/customer/notice/read/all', async (request) => {
    const user = requireUser(request);
    await app.db.query(`UPDATE notices SET status = 'read', read_at = now() WHERE user_id = $1 AND status = 'unread'`, [user.id]);
    return ok(null);
  });

  app.put<{ Params: IdParams }>('/customer/notice/read/:id', { schema: { params: IdParams } }, async (request) => {
    const user = requireUser(request);
    const rows = await app.db.query(
      `UPDATE notices SET status = 'read', read_at = coalesce(read_at, now()) WHERE id = $1 AND user_id = $2 RETURNING id`,
      [request.params.id, user.id],
    );
    if (rows.length === 0) throw notFound();
    return ok(null);
  });

  app.get<{ Params: IdParams }>('/customer/notice/:id', { schema: { params: IdParams } }, async (request) => {
    const user = requireUser(request);
    const rows = await app.db.query(
      `UPDATE notices SET status = 'read', read_at = coalesce(read_at, now()) WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
      [request.params.id, user.id],
    );
    if (rows.length === 0) throw notFound();
    return ok(rows[0]);
  });
}
