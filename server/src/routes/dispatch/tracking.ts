import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { queryOne, type Queryable } from '../../db/database';
import { DateTimeString, PageQuery, ok, ts } from '../../http';
import { badRequest, forbidden, notFound } from '../../http-error';
import { requireUser, type AuthUser } from '../../plugins/auth';
import { isRealDateTime } from '../../domain/date-input';
import { requireAudience } from '../../domain/order-audience';
import { Id, ServiceQuery, orderFor } from './common';

/** A tracking record as the pages show it (alias t). */
export const TRACKING_COLUMNS = `t.id, t.service_id AS "serviceId", t.engineer_id AS "engineerId",
  (SELECT name FROM users WHERE id = t.engineer_id) AS "engineerName", t.content, ${ts('t.contact_time', 'contactTime')},
  t.creator_id AS "creatorId", t.creator_name AS "creator", t.reminder_id AS "reminderId",
  (SELECT name FROM users WHERE id = t.reminder_id) AS "reminderName", t.is_customer_visibility AS "isCustomerVisibility",
  t.is_engineer_visible AS "isEngineerVisible", t.is_remind AS "isRemind", ${ts('t.remind_time', 'remindTime')},
  ${ts('t.remind_sent_at', 'remindSentTime')}, t.type, ${ts('t.created_at', 'createTime')}, ${ts('t.updated_at', 'updateTime')}`;

const TYPES = ['content', 'completion', 'visit'] as const;
const Fields = {
  serviceId: Id,
  engineerId: Type.Optional(Type.Union([Id, Type.Null()])),
  content: Type.Optional(Type.String({ maxLength: 1000 })),
  // Accepted for the form's sake; the server always records the time it saves.
  contactTime: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
  isCustomerVisibility: Type.Optional(Type.Boolean()),
  isEngineerVisible: Type.Optional(Type.Boolean()),
  isRemind: Type.Optional(Type.Boolean()),
  reminderId: Type.Optional(Type.Union([Id, Type.Null()])),
  remindTime: Type.Optional(Type.Union([DateTimeString, Type.Null()])),
  type: Type.Optional(Type.Union(TYPES.map((t) => Type.Literal(t)))),
};
const CreateBody = Type.Object(Fields);
const UpdateBody = Type.Object({ id: Id, ...Fields });
type CreateBody = Static<typeof CreateBody>;
const PageQ = Type.Intersect([PageQuery, ServiceQuery]);

interface Checked {
  content: string;
  engineerId: number | null;
  isRemind: boolean;
  reminderId: number | null;
  remindTime: string | null;
  isCustomerVisibility: boolean;
  isEngineerVisible: boolean;
  type: (typeof TYPES)[number];
}

async function check(db: Queryable, user: AuthUser, body: CreateBody, order: { id: number; engineerId: number | null }): Promise<Checked> {
  const content = body.content?.trim() ?? '';
  if (!content) throw badRequest('trackContentRequired');
  const isRemind = body.isRemind ?? false;
  let reminderId: number | null = null;
  let remindTime: string | null = null;
  if (isRemind) {
    if (!body.reminderId || !body.remindTime) throw badRequest('trackRemindRequired');
    if (!isRealDateTime(body.remindTime)) throw badRequest('fieldPattern', { field: 'remindTime' });
    const reminder = await queryOne(db, `SELECT 1 FROM users WHERE id = $1 AND status = 'onTheJob' AND NOT is_delete`, [body.reminderId]);
    if (!reminder) throw badRequest('reminderInvalid');
    await requireAudience(db, order.id, 'reminderId', [body.reminderId]);
    reminderId = body.reminderId;
    remindTime = body.remindTime;
  }
  if (body.engineerId && !(await queryOne(db, 'SELECT 1 FROM users WHERE id = $1', [body.engineerId]))) throw badRequest('engineerInvalid');
  if (body.engineerId) await requireAudience(db, order.id, 'engineerId', [body.engineerId]);
  // An engineer's own note is always visible to engineers.
  const byEngineer = !user.allowDispatch && order.engineerId === user.id;
  return {
    content,
    engineerId: body.engineerId ?? order.engineerId,
    isRemind,
    reminderId,
    remindTime,
    isCustomerVisibility: body.isCustomerVisibility ?? false,
    isEngineerVisible: byEngineer || (body.isEngineerVisible ?? false),
    type: body.type ?? 'content',
  };
}

const dictionary = (app: FastifyInstance, type: string) =>
  app.db.query(
    `SELECT id, dict_type AS "dictType", dict_value AS "dictValue", dict_data_name AS "dictDataName", sort
       FROM dictionaries WHERE dict_type = $1 ORDER BY sort, id`,
    [type],
  );

/** Tracking records of an order (with reminders that become notices) and their templates. */
export default async function tracking(app: FastifyInstance) {
  app.post<{ Body: CreateBody }>('/customer/dispatch/track/record', { schema: { body: CreateBody } }, async (request) => {
    const user = requireUser(request);
    const id = await app.db.transaction(async (tx) => {
      const order = await orderFor(tx, user, request.body.serviceId, { write: true });
      const c = await check(tx, user, request.body, order);
      const row = await queryOne<{ id: number }>(
        tx,
        `INSERT INTO tracking_records (service_id, engineer_id, content, contact_time, creator_id, creator_name, reminder_id,
           is_customer_visibility, is_engineer_visible, is_remind, remind_time, type)
         VALUES ($1, $2, $3, now(), $4, $5, $6, $7, $8, $9, $10::timestamptz, $11) RETURNING id`,
        [order.id, c.engineerId, c.content, user.id, user.name, c.reminderId, c.isCustomerVisibility, c.isEngineerVisible, c.isRemind, c.remindTime, c.type],
      );
      await tx.query('UPDATE service_orders SET track_record_time = now() WHERE id = $1', [order.id]);
      return row!.id;
    });
    return ok(await queryOne(app.db, `SELECT ${TRACKING_COLUMNS} FROM tracking_records t WHERE t.id = $1`, [id]));
  });

  app.put<{ Body: Static<typeof UpdateBody> }>('/customer/dispatch/track/record', { schema: { body: UpdateBody } }, async (request) => {
    const user = requireUser(request);
    const b = request.body;
    await app.db.transaction(async (tx) => {
      const existing = await queryOne<{ serviceId: number; creatorId: number | null; remindTime: string | null; reminderId: number | null }>(
        tx,
        `SELECT service_id AS "serviceId", creator_id AS "creatorId", remind_time::text AS "remindTime", reminder_id AS "reminderId"
           FROM tracking_records WHERE id = $1 FOR UPDATE`,
        [b.id],
      );
      if (!existing || Number(existing.serviceId) !== b.serviceId) throw notFound();
      const order = await orderFor(tx, user, b.serviceId, { write: true });
      if (!user.allowDispatch && existing.creatorId !== user.id) throw forbidden();
      const c = await check(tx, user, b, order);
      // A changed reminder is sent again at its new time.
      await tx.query(
        `UPDATE tracking_records SET engineer_id = $2, content = $3, reminder_id = $4, is_customer_visibility = $5,
           is_engineer_visible = $6, is_remind = $7, type = $9, updated_at = now(),
           remind_sent_at = CASE WHEN remind_time IS DISTINCT FROM $8::timestamptz OR reminder_id IS DISTINCT FROM $4 THEN NULL ELSE remind_sent_at END,
           remind_time = $8::timestamptz
         WHERE id = $1`,
        [b.id, c.engineerId, c.content, c.reminderId, c.isCustomerVisibility, c.isEngineerVisible, c.isRemind, c.remindTime, c.type],
      );
      await tx.query('UPDATE service_orders SET track_record_time = now() WHERE id = $1', [order.id]);
    });
    return ok(await queryOne(app.db, `SELECT ${TRACKING_COLUMNS} FROM tracking_records t WHERE t.id = $1`, [b.id]));
  });

  app.get<{ Querystring: Static<typeof PageQ> }>('/customer/dispatch/track/record/page', { schema: { querystring: PageQ } }, async (request) => {
    const user = requireUser(request);
    const { serviceId, current, size } = request.query;
    await orderFor(app.db, user, serviceId);
    const visible =
      user.authority === 'customer' ? 'AND t.is_customer_visibility' : user.authority === 'manager' ? '' : 'AND (t.is_engineer_visible OR t.creator_id = $2)';
    const params: unknown[] = [serviceId];
    if (visible.includes('$2')) params.push(user.id);
    const total = await queryOne<{ n: number }>(app.db, `SELECT count(*)::int AS n FROM tracking_records t WHERE t.service_id = $1 ${visible}`, params);
    const records = await app.db.query(
      `SELECT ${TRACKING_COLUMNS} FROM tracking_records t WHERE t.service_id = $1 ${visible}
        ORDER BY t.contact_time DESC, t.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, size, (current - 1) * size],
    );
    return ok({ total: total?.n ?? 0, records });
  });

  app.get('/sys/track/record/completion/template', async () => ok(await dictionary(app, 'track_completion')));
  app.get('/sys/track/record/visit/template', async () => ok(await dictionary(app, 'track_visit')));
  app.get('/sys/track/record/content/list', async () => ok(await dictionary(app, 'track_content')));

  app.get<{ Querystring: Static<typeof ServiceQuery> }>('/sys/track/record/last/completion', { schema: { querystring: ServiceQuery } }, async (request) => {
    const user = requireUser(request);
    const order = await orderFor(app.db, user, request.query.serviceId);
    const customer = user.authority === 'customer' ? 'AND t.is_customer_visibility' : '';
    return ok(
      await queryOne(
        app.db,
        `SELECT ${TRACKING_COLUMNS} FROM tracking_records t WHERE t.service_id = $1 AND t.type = 'completion' ${customer}
          ORDER BY t.contact_time DESC, t.id DESC LIMIT 1`,
        [order.id],
      ),
    );
  });
}
