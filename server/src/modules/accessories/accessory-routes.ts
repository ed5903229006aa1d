import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { Int32 } from '@portal/shared/contract';
import { queryOne } from '../../db/database';
import { requireUser } from '../../plugins/auth';
import { badRequest, forbidden, notFound } from '../../http-error';
import { DateTimeString, PageQuery, ok } from '../../http';
import { ACCESSORY_COLUMNS, ACCESSORY_FROM } from '../../domain/accessories';
import { isRealDateTime } from '../../domain/date-input';
import { orderScope } from '../../domain/order-query';
import { Id, IdParams } from '../../domain/ids';

const ListQuery = Type.Object({ serviceId: Id });
const PageQ = Type.Intersect([
  PageQuery,
  Type.Object({
    serviceNo: Type.Optional(Type.String({ maxLength: 100 })),
    courierCompanyId: Type.Optional(Id),
    courierNo: Type.Optional(Type.String({ maxLength: 100 })),
    startTime: Type.Optional(DateTimeString),
    endTime: Type.Optional(DateTimeString),
  }),
]);
const Line = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  model: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  quantity: Int32({ minimum: 1, maximum: 10000 }),
});
const CreateBody = Type.Object({
  serviceId: Id,
  lines: Type.Array(Line, { minItems: 1, maxItems: 50 }),
  remark: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  courierCompanyId: Type.Optional(Type.Union([Id, Type.Null()])),
  courierNo: Type.Optional(Type.Union([Type.String({ maxLength: 50, pattern: '^[A-Za-z0-9-]*$' }), Type.Null()])),
});
type CreateBody = Static<typeof CreateBody>;

const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Accessory (part) shipments of orders in the user's scope; a new one is a shipment request. */
export default async function accessories(app: FastifyInstance) {
  app.get<{ Querystring: Static<typeof ListQuery> }>('/dispatch/accessory/list', { schema: { querystring: ListQuery } }, async (request) => {
    const params: unknown[] = [request.query.serviceId];
    const order = await queryOne(app.db, `SELECT 1 FROM service_orders o WHERE o.id = $1 AND ${orderScope(requireUser(request), params)}`, params);
    if (!order) throw notFound();
    return ok(await app.db.query(`SELECT ${ACCESSORY_COLUMNS} FROM ${ACCESSORY_FROM} WHERE a.service_id = $1 ORDER BY a.id DESC`, [request.query.serviceId]));
  });

  app.post<{ Body: CreateBody }>('/dispatch/accessory', { schema: { body: CreateBody } }, async (request) => {
    const user = requireUser(request);
    const b = request.body;
    const lines = b.lines.map((l) => ({ name: l.name.trim(), model: l.model?.trim() || null, quantity: l.quantity }));
    const blank = lines.findIndex((l) => !l.name);
    if (blank >= 0) throw badRequest('fieldRequired', { field: `lines.${blank}.name` });
    // A customer only asks for a part; the courier (and so "sent") is the staff's to record.
    const staff = user.authority !== 'customer';
    const courierNo = staff ? b.courierNo?.trim() || null : null;
    const courierCompanyId = staff ? (b.courierCompanyId ?? null) : null;
    const id = await app.db.transaction(async (tx) => {
      const params: unknown[] = [b.serviceId];
      const order = await queryOne<{ customerId: number; status: string }>(
        tx,
        `SELECT o.customer_id AS "customerId", o.status FROM service_orders o WHERE o.id = $1 AND ${orderScope(user, params)}`,
        params,
      );
      if (!order) throw notFound();
      if (order.status === 'cancelled') throw forbidden();
      if (b.courierCompanyId && !(await queryOne(tx, 'SELECT 1 FROM courier_companies WHERE id = $1', [b.courierCompanyId]))) {
        throw badRequest('courierCompanyInvalid');
      }
      const row = await queryOne<{ id: number }>(
        tx,
        `INSERT INTO accessories (service_id, customer_id, courier_company_id, courier_no, remark, status, created_by, sent_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $6 = 'sent' THEN now() END) RETURNING id`,
        [b.serviceId, order.customerId, courierCompanyId, courierNo, b.remark?.trim() || null, courierNo ? 'sent' : 'requested', user.id],
      );
      await tx.query(
        `INSERT INTO accessory_lines (accessory_id, name, model, quantity)
         SELECT $1, l.name, l.model, l.quantity FROM jsonb_to_recordset($2::jsonb) AS l(name text, model text, quantity int)`,
        [row!.id, JSON.stringify(lines)],
      );
      return row!.id;
    });
    return ok(await queryOne(app.db, `SELECT ${ACCESSORY_COLUMNS} FROM ${ACCESSORY_FROM} WHERE a.id = $1`, [id]));
  });

  app.get<{ Querystring: Static<typeof PageQ> }>('/accessory/page', { schema: { querystring: PageQ } }, async (request) => {
    const q = request.query;
    const params: unknown[] = [];
    const clauses = [orderScope(requireUser(request), params)];
    if (q.serviceNo?.trim()) {
      params.push(like(q.serviceNo.trim()));
      clauses.push(`o.service_no ILIKE $${params.length}`);
    }
    if (q.courierCompanyId) {
      params.push(q.courierCompanyId);
      clauses.push(`a.courier_company_id = $${params.length}`);
    }
    if (q.courierNo?.trim()) {
      params.push(like(q.courierNo.trim()));
      clauses.push(`a.courier_no ILIKE $${params.length}`);
    }
    for (const [field, op] of [['startTime', '>='], ['endTime', '<=']] as const) {
      const value = q[field];
      if (!value) continue;
      if (!isRealDateTime(value)) throw badRequest('fieldPattern', { field });
      params.push(value.length === 10 ? `${value} ${field === 'startTime' ? '00:00:00' : '23:59:59.999'}` : value);
      clauses.push(`a.created_at ${op} $${params.length}::timestamptz`);
    }
    const where = clauses.join(' AND ');
    const total = await queryOne<{ n: number }>(
      app.db,
      `SELECT count(*)::int AS n FROM accessories a JOIN service_orders o ON o.id = a.service_id WHERE ${where}`,
      params,
    );
    const records = await app.db.query(
      `SELECT ${ACCESSORY_COLUMNS} FROM ${ACCESSORY_FROM} WHERE ${where} ORDER BY a.created_at DESC, a.id DESC
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, q.size, (q.current - 1) * q.size],
    );
    return ok({ total: total?.n ?? 0, records });
  });

  app.get<{ Params: Static<typeof IdParams> }>('/accessory/:id', { schema: { params: IdParams } }, async (request) => {
    const params: unknown[] = [request.params.id];
    const row = await queryOne(
      app.db,
      `SELECT ${ACCESSORY_COLUMNS} FROM ${ACCESSORY_FROM} WHERE a.id = $1 AND ${orderScope(requireUser(request), params)}`,
      params,
    );
    if (!row) throw notFound();
    return ok(row);
  });
}
