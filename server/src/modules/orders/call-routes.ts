import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Answer, Nullable, ok } from '../../http';
import { badRequest } from '../../http-error';
import { requireUser } from '../../plugins/auth';
import { addTimeline } from '../order-flow/timeline';
import { isValidPhone, normalisePhone, telephonyProvider } from './telephony';
import { Id, orderFor } from './order-access';
import { insertCall, setFirstTrain } from './call-repository';

const DialBody = Type.Object({
  fromUser: Type.String({ maxLength: 40 }),
  toUser: Type.String({ maxLength: 40 }),
  serviceId: Type.Optional(Type.Union([Id, Type.Null()])),
});
const TrainBody = Type.Object({ serviceId: Id, firstTrain: Type.Optional(Type.Union([Type.String({ maxLength: 5000 }), Type.Null()])) });
const Dialled = Type.Object({
  id: Type.Integer(),
  status: Type.Union([Type.Literal('recorded'), Type.Literal('ringing')]),
  provider: Type.String(),
  callId: Nullable(Type.String()),
  fromUser: Type.String(),
  toUser: Type.String(),
});
const Trained = Type.Object({ serviceId: Type.Integer(), firstTrain: Type.String() });

export const FIRST_TRAIN_MAX = 300;

/** Calls through the telephony provider (recorded on the order), and the first-training note. */
export default async function calls(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post('/sys/common/dail', { schema: { body: DialBody, response: { 200: Answer(Dialled) } }, config: { access: 'manager' } }, async (request) => {
    const user = requireUser(request);
    const fromUser = normalisePhone(request.body.fromUser);
    const toUser = normalisePhone(request.body.toUser);
    if (!isValidPhone(fromUser) || !isValidPhone(toUser)) throw badRequest('phoneInvalid');
    const serviceId = request.body.serviceId ?? null;
    const order = serviceId ? await orderFor(app.db, user, serviceId) : null;
    const provider = telephonyProvider();
    const result = await provider.dial({ fromUser, toUser });
    if (result.status === 'failed') throw badRequest('phoneInvalid');
    const id = await app.db.transaction(async (tx) => {
      const call = await insertCall(tx, { serviceId, fromUser, toUser, callerId: user.id, provider: provider.name, status: result.status });
      if (order) await addTimeline(tx, { serviceId: order.id, action: 'call', fromStatus: order.status, toStatus: order.status, note: `${fromUser} → ${toUser}`, operator: user });
      return call;
    });
    return ok({ id, status: result.status, provider: provider.name, callId: result.callId ?? null, fromUser, toUser });
  });

  app.put('/sys/dispatch/first/train', { schema: { body: TrainBody, response: { 200: Answer(Trained) } }, config: { access: 'dispatch' } }, async (request) => {
    const text = request.body.firstTrain?.trim() ?? '';
    if (!text) throw badRequest('firstTrainRequired');
    if ([...text].length > FIRST_TRAIN_MAX) throw badRequest('firstTrainTooLong');
    const order = await orderFor(app.db, requireUser(request), request.body.serviceId);
    await setFirstTrain(app.db, order.id, text);
    return ok({ serviceId: order.id, firstTrain: text });
  });
}
