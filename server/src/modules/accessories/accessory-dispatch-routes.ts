import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { Int32 } from '@portal/shared/contract';
import { queryOne, type Queryable } from '../../db/database';
import { IdParams, ok } from '../../http';
import { badRequest, notFound } from '../../http-error';
import { requireUser } from '../../plugins/auth';
import { ACCESSORY_COLUMNS, ACCESSORY_FROM } from '../../domain/accessories';
import { requireAudience } from '../../domain/order-audience';
import { Id, orderFor } from '../orders/order-access';

const Line = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  model: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  quantity: Int32({ minimum: 1, maximum: 10000 }),
});
const Fields = {
  lines: Type.Array(Line, { minItems: 1, maxItems: 50 }),
  remark: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  courierCompanyId: Type.Optional(Type.Union([Id, Type.Null()])),
  courierNo: Type.Optional(Type.Union([Type.String({ maxLength: 50, pattern: '^[A-Za-z0-9-]*$' }), Type.Null()])),
  receiverId: Type.Optional(Type.Union([Id, Type.Null()])),
};
const CreateBody = Type.Object({ serviceId: Id, ...Fields });
const UpdateBody = Type.Object({ id: Id, ...Fields, lines: Type.Optional(Fields.lines) });
const QuickQuery = Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 50 })) });

type Line = Static<typeof Line>;

function cleanLines(lines: Line[]) {
  const cleaned = lines.map((l) => ({ name: l.name.trim(), model: l.model?.trim() || null, quantity: l.quantity }));
  const blank = cleaned.findIndex((l) => !l.name);
  if (blank >= 0) throw badRequest('fieldRequired', { field: `lines.${blank}.name` });
  return cleaned;
}

async function checkRefs(db: Queryable, serviceId: number, b: { courierCompanyId?: number | null; receiverId?: number | null }) {
  if (b.courierCompanyId && !(await queryOne(db, 'SELECT 1 FROM courier_companies WHERE id = $1', [b.courierCompanyId]))) {
    throw badRequest('courierCompanyInvalid');
  }
  if (b.receiverId && !(await queryOne(db, `SELECT 1 FROM users WHERE id = $1 AND status = 'onTheJob' AND NOT is_delete`, [b.receiverId]))) {
    throw badRequest('receiverInvalid');
  }
  if (b.receiverId) await requireAudience(db, serviceId, 'receiverId', [b.receiverId]);
}

async function writeLines(db: Queryable, accessoryId: number, lines: ReturnType<typeof cleanLines>) {
  await db.query('DELETE FROM accessory_lines WHERE accessory_id = $1', [accessoryId]);
  await db.query(
    `INSERT INTO accessory_lines (accessory_id, name, model, quantity)
     SELECT $1, l.name, l.model, l.quantity FROM jsonb_to_recordset($2::jsonb) AS l(name text, model text, quantity int)`,
    [accessoryId, JSON.stringify(lines)],
  );
}

const view = (db: Queryable, id: number) =>
  queryOne(
    db,
    `SELECT ${ACCESSORY_COLUMNS}
       FROM ${ACCESSORY_FROM} WHERE a.id = $1`,
    [id],
  );

/** Staff sending accessories (parts): with courier, number and an on-the-job receiver; edit, delete, quick input. */
export default async function accessories(app: FastifyInstance) {
  const dispatch = { config: { access: 'dispatch' as const } };

  app.post<{ Body: Static<typeof CreateBody> }>('/dispatch/accessory', { schema: { body: CreateBody }, ...dispatch }, async (request) => {
    const user = requireUser(request);
    const b = request.body;
    const lines = cleanLines(b.lines);
    const courierNo = b.courierNo?.trim() || null;
    const id = await app.db.transaction(async (tx) => {
      const order = await orderFor(tx, user, b.serviceId, { open: true });
      await checkRefs(tx, order.id, b);
      const row = await queryOne<{ id: number }>(
        tx,
        `INSERT INTO accessories (service_id, customer_id, courier_company_id, courier_no, receiver_id, remark, status, created_by, sent_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN $7 = 'sent' THEN now() END) RETURNING id`,
        [order.id, order.customerId, b.courierCompanyId ?? null, courierNo, b.receiverId ?? null, b.remark?.trim() || null, courierNo ? 'sent' : 'requested', user.id],
      );
      await writeLines(tx, row!.id, lines);
      return row!.id;
    });
    return ok(await view(app.db, id));
  });

  app.put<{ Body: Static<typeof UpdateBody> }>('/customer/dispatch/accessory', { schema: { body: UpdateBody }, ...dispatch }, async (request) => {
    const user = requireUser(request);
    const b = request.body;
    const lines = b.lines ? cleanLines(b.lines) : null;
    await app.db.transaction(async (tx) => {
      const current = await queryOne<{ serviceId: number }>(tx, 'SELECT service_id AS "serviceId" FROM accessories WHERE id = $1 FOR UPDATE', [b.id]);
      if (!current) throw notFound();
      const order = await orderFor(tx, user, Number(current.serviceId), { open: true });
      await checkRefs(tx, order.id, b);
      const courierNo = b.courierNo === undefined ? undefined : b.courierNo?.trim() || null;
      // Fields left out keep their value; a courier number marks the shipment sent (once).
      await tx.query(
        `UPDATE accessories SET
           courier_company_id = CASE WHEN $2 THEN $3 ELSE courier_company_id END,
           courier_no = CASE WHEN $4 THEN $5 ELSE courier_no END,
           receiver_id = CASE WHEN $6 THEN $7 ELSE receiver_id END,
           remark = CASE WHEN $8 THEN $9 ELSE remark END,
           status = CASE WHEN (CASE WHEN $4 THEN $5 ELSE courier_no END) IS NOT NULL AND status = 'requested' THEN 'sent' ELSE status END,
           sent_at = CASE WHEN (CASE WHEN $4 THEN $5 ELSE courier_no END) IS NOT NULL THEN coalesce(sent_at, now()) ELSE sent_at END
         WHERE id = $1`,
        [
          b.id,
          b.courierCompanyId !== undefined,
          b.courierCompanyId ?? null,
          courierNo !== undefined,
          courierNo ?? null,
          b.receiverId !== undefined,
          b.receiverId ?? null,
          b.remark !== undefined,
          b.remark?.trim() || null,
        ],
      );
      if (lines) await writeLines(tx, b.id, lines);
    });
    return ok(await view(app.db, b.id));
  });

  app.delete<{ Params: IdParams }>('/customer/dispatch/accessory/:id', { schema: { params: IdParams }, ...dispatch }, async (request) => {
    const user = requireUser(request);
    await app.db.transaction(async (tx) => {
      const current = await queryOne<{ serviceId: number }>(tx, 'SELECT service_id AS "serviceId" FROM accessories WHERE id = $1 FOR UPDATE', [request.params.id]);
      if (!current) throw notFound();
      await orderFor(tx, user, Number(current.serviceId), { open: true });
      await tx.query('DELETE FROM accessories WHERE id = $1', [request.params.id]);
    });
    return ok(null);
  });

  app.get<{ Querystring: Static<typeof QuickQuery> }>(
    '/dispatch/accessory/quick/input',
    { schema: { querystring: QuickQuery }, config: { access: 'manager' } },
    async (request) => {
      const params: unknown[] = [];
      let where = '';
      if (request.query.keyword?.trim()) {
        params.push(`%${request.query.keyword.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
        where = `WHERE l.name ILIKE $1`;
      }
      // Distinct part names among the latest lines, the model last used with each, newest first.
      return ok(
        await app.db.query(
          `SELECT l.name, (array_agg(l.model ORDER BY l.id DESC))[1] AS model
             FROM (SELECT id, name, model FROM accessory_lines ORDER BY id DESC LIMIT 2000) l ${where}
            GROUP BY l.name ORDER BY max(l.id) DESC LIMIT 20`,
          params,
        ),
      );
    },
  );
}
