import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { STEP_ROUTES, routes, type StepResult } from '@portal/contract';
import { ok } from '../../http';
import { registerRoute } from '../../register-route';
import { requireUser } from '../../plugins/auth';
import { applyStep, type StepInput, type StepOutcome } from './machine';
import { ensureOrderGroup, postSystemMessage } from '../chat/order-group';
import { groupMembers } from '../chat/order-group-repository';
import { changeAppointment } from './appointment';
import type { StepName } from '../order-core/step-table';
import { orderFor } from '../order-core/order-access';
import { actorOf } from './step-http';
import { publisher } from '../chat/im-http';

const outcomeView = (o: StepOutcome): StepResult => ({
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
export default async function steps(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const publish = publisher(app);

  for (const [name, entry] of Object.entries(STEP_ROUTES) as [
    Exclude<StepName, 'confirm'>,
    (typeof STEP_ROUTES)[keyof typeof STEP_ROUTES],
  ][]) {
    registerRoute(
      app,
      entry,
      {
        // A step whose fields are all optional may come without a body; the machine names what is missing.
        preValidation: async (request) => {
          request.body ??= {};
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const outcome = await app.db.transaction((tx) =>
          applyStep(tx, actor, request.params.id, name, (request.body ?? {}) as StepInput),
        );
        await publish(outcome.events);
        return ok(outcomeView(outcome));
      },
    );
  }

  registerRoute(app, routes.orderGroupCreate, { config: { fileLinks: true } }, async (request) => {
    const user = requireUser(request);
    const { group, events, members } = await app.db.transaction(async (tx) => {
      await orderFor(tx, user, request.params.id);
      const group = await ensureOrderGroup(tx, request.params.id, [user.id]);
      const events = group.created
        ? [
            (
              await postSystemMessage(tx, group, `${user.name} 创建了工单群`, user.id, {
                kind: 'groupCreated',
                operatorName: user.name,
                serviceId: group.serviceId,
              })
            ).event,
          ]
        : [];
      return { group, events, members: await groupMembers(tx, group.id) };
    });
    await publish(events);
    return ok({
      id: group.id,
      channelId: group.channelId,
      name: group.name,
      serviceId: group.serviceId,
      created: group.created,
      members,
    });
  });

  registerRoute(app, routes.appointmentChange, async (request) => {
    const user = requireUser(request);
    const ids = [
      ...new Set(Array.isArray(request.body.serviceId) ? request.body.serviceId : [request.body.serviceId]),
    ].sort((a, b) => a - b);
    await publish(
      await app.db.transaction((tx) => changeAppointment(tx, user, ids, request.body.appointmentTime)),
    );
    return ok({ updated: ids.length, serviceIds: ids, appointmentTime: request.body.appointmentTime });
  });
}
