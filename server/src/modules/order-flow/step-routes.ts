import type { FastifyInstance } from 'fastify';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { DATE_TIME_FORMAT, FINAL_STATUSES, STEP_BODIES, STEP_PATHS } from '@portal/shared/contract';
import { badRequest, notFound } from '../../http-error';
import { IdParams, ok } from '../../http';
import { requireUser, type Access } from '../../plugins/auth';
import { applyStep, checkAppointment, recordOrderEvent, type StepInput, type StepOutcome } from './machine';
import { ensureOrderGroup, postSystemMessage } from './chat-group';
import type { StepName } from './table';
import { orderScope } from '../orders/order-query';
import { Id } from '../orders/order-access';
import { actorOf, publisher } from './step-http';

const AppointmentBody = Type.Object({
  serviceId: Type.Union([Type.Array(Id, { minItems: 1, maxItems: 200 }), Id]),
  appointmentTime: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:00$', format: DATE_TIME_FORMAT }),
});

const outcomeView = (o: StepOutcome) => ({
  serviceId: o.serviceId,
  serviceNo: o.serviceNo,
  step: o.step,
  fromStatus: o.fromStatus,
  toStatus: o.toStatus,
  status: o.toStatus,
  version: o.version,
  ...(o.childId ? { childId: o.childId, childServiceNo: o.childServiceNo } : {}),
});

/** Each step of the order life cycle, the order's group, child orders and appointment changes. */
export default async function steps(app: FastifyInstance) {
  const publish = publisher(app);

  const step = (name: Exclude<StepName, 'confirm'>, access: Access, body?: TSchema) => {
    app.post<{ Params: IdParams; Body: StepInput | undefined }>(
      `/dispatch/service/:id/${STEP_PATHS[name]}`,
      {
        schema: { params: IdParams, ...(body ? { body } : {}) },
        config: { access },
        // A step whose fields are all optional may come without a body; the machine names what is missing.
        preValidation: async (request) => {
          request.body ??= {};
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const outcome = await app.db.transaction((tx) => applyStep(tx, actor, request.params.id, name, request.body ?? {}));
        await publish(outcome.events);
        return ok(outcomeView(outcome));
      },
    );
  };

  step('dispatch', 'dispatch', STEP_BODIES.dispatch);
  // The engineer's own steps: the machine checks that the caller is the order's engineer (or a dispatcher where allowed).
  step('claim', 'user');
  step('reject', 'user', STEP_BODIES.reject);
  step('arrive', 'user');
  step('complete', 'user', STEP_BODIES.complete);
  step('accept', 'dispatch', STEP_BODIES.accept);
  step('closeExpenses', 'dispatch', STEP_BODIES.closeExpenses);
  step('issueSettlement', 'dispatch');
  step('redispatch', 'dispatch', STEP_BODIES.redispatch);
  step('changeEngineer', 'dispatch', STEP_BODIES.changeEngineer);
  step('cancel', 'dispatch', STEP_BODIES.cancel);
  step('createChild', 'dispatch', STEP_BODIES.createChild);

  app.post<{ Params: IdParams }>(
    '/dispatch/service/create/group/:id',
    { schema: { params: IdParams }, config: { access: 'dispatch', fileLinks: true } },
    async (request) => {
      const user = requireUser(request);
      const { group, events, members } = await app.db.transaction(async (tx) => {
        const params: unknown[] = [request.params.id];
        const order = await tx.query(`SELECT 1 FROM service_orders o WHERE o.id = $1 AND ${orderScope(user, params)}`, params);
        if (order.length === 0) throw notFound();
        const group = await ensureOrderGroup(tx, request.params.id, [user.id]);
        const events = group.created
          ? [(await postSystemMessage(tx, group, `${user.name} 创建了工单群`, user.id, { kind: 'groupCreated', serviceId: group.serviceId })).event]
          : [];
        const members = await tx.query(
          `SELECT m.user_id AS "userId", m.uid, m.name, m.type, u.avatar FROM chat_members m JOIN users u ON u.id = m.user_id
            WHERE m.channel_id = $1 ORDER BY m.id`,
          [group.id],
        );
        return { group, events, members };
      });
      await publish(events);
      return ok({ id: group.id, channelId: group.channelId, name: group.name, serviceId: group.serviceId, created: group.created, members });
    },
  );

  app.put<{ Body: Static<typeof AppointmentBody> }>(
    '/customer/dispatch/appointmentTime',
    { schema: { body: AppointmentBody }, config: { access: 'dispatch' } },
    async (request) => {
      const user = requireUser(request);
      const ids = [...new Set(Array.isArray(request.body.serviceId) ? request.body.serviceId : [request.body.serviceId])].sort((a, b) => a - b);
      const events = await app.db.transaction(async (tx) => {
        const time = await checkAppointment(tx, request.body.appointmentTime);
        const params: unknown[] = [ids];
        const rows = await tx.query<{ id: number; status: string }>(
          `SELECT o.id, o.status FROM service_orders o WHERE o.id = ANY($1::bigint[]) AND ${orderScope(user, params)} ORDER BY o.id FOR UPDATE`,
          params,
        );
        if (rows.length !== ids.length) throw notFound();
        if (rows.some((r) => (FINAL_STATUSES as readonly string[]).includes(r.status))) throw badRequest('orderClosed');
        await tx.query('UPDATE service_orders SET appointment_time = $2::timestamptz, updated_at = now() WHERE id = ANY($1::bigint[])', [ids, time]);
        const all = [];
        for (const id of ids) {
          all.push(...(await recordOrderEvent(tx, user, id, 'appointment', `${user.name} 修改预约时间为 ${time.slice(0, 16)}`, time.slice(0, 16))));
        }
        return all;
      });
      await publish(events);
      return ok({ updated: ids.length, serviceIds: ids, appointmentTime: request.body.appointmentTime });
    },
  );
}
