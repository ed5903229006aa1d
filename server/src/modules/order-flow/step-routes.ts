import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import { AppointmentAnswer, AppointmentBody, STEP_BODIES, STEP_PATHS, StepResult } from '@portal/shared/contract';
import { Answer, IdParams, Nullable, ok } from '../../http';
import { requireUser, type Access } from '../../plugins/auth';
import { applyStep, type StepInput, type StepOutcome } from './machine';
import { ensureOrderGroup, postSystemMessage } from './chat-group';
import { groupMembers } from './order-group-repository';
import { changeAppointment } from './appointment';
import type { StepName } from './table';
import { orderFor } from '../orders/order-access';
import { actorOf, publisher } from './step-http';

const GroupAnswer = Type.Object({
  id: Type.Integer(),
  channelId: Type.String(),
  name: Type.String(),
  serviceId: Type.Integer(),
  created: Type.Boolean(),
  members: Type.Array(
    Type.Object({ userId: Type.Integer(), uid: Type.String(), name: Type.String(), type: Type.String(), avatar: Nullable(Type.String()) }),
  ),
});

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

  const step = (name: Exclude<StepName, 'confirm'>, access: Access, body?: TSchema) => {
    app.post(
      `/dispatch/service/:id/${STEP_PATHS[name]}`,
      {
        schema: { params: IdParams, ...(body ? { body } : {}), response: { 200: Answer(StepResult) } },
        config: { access },
        // A step whose fields are all optional may come without a body; the machine names what is missing.
        preValidation: async (request) => {
          request.body ??= {};
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const outcome = await app.db.transaction((tx) => applyStep(tx, actor, request.params.id, name, (request.body ?? {}) as StepInput));
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

  app.post(
    '/dispatch/service/create/group/:id',
    { schema: { params: IdParams, response: { 200: Answer(GroupAnswer) } }, config: { access: 'dispatch', fileLinks: true } },
    async (request) => {
      const user = requireUser(request);
      const { group, events, members } = await app.db.transaction(async (tx) => {
        await orderFor(tx, user, request.params.id);
        const group = await ensureOrderGroup(tx, request.params.id, [user.id]);
        const events = group.created
          ? [(await postSystemMessage(tx, group, `${user.name} 创建了工单群`, user.id, { kind: 'groupCreated', operatorName: user.name, serviceId: group.serviceId })).event]
          : [];
        return { group, events, members: await groupMembers(tx, group.id) };
      });
      await publish(events);
      return ok({ id: group.id, channelId: group.channelId, name: group.name, serviceId: group.serviceId, created: group.created, members });
    },
  );

  app.put(
    '/customer/dispatch/appointmentTime',
    { schema: { body: AppointmentBody, response: { 200: Answer(AppointmentAnswer) } }, config: { access: 'dispatch' } },
    async (request) => {
      const user = requireUser(request);
      const ids = [...new Set(Array.isArray(request.body.serviceId) ? request.body.serviceId : [request.body.serviceId])].sort((a, b) => a - b);
      await publish(await app.db.transaction((tx) => changeAppointment(tx, user, ids, request.body.appointmentTime)));
      return ok({ updated: ids.length, serviceIds: ids, appointmentTime: request.body.appointmentTime });
    },
  );
}
