import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { FIRST_TRAIN_MAX, routes } from '@portal/contract';
import { ok } from '../../http';
import { badRequest } from '../../http-error';
import { requireUser } from '../../plugins/auth';
import { insertTimelineEntry } from '../order-core/timeline-repository';
import { isValidPhone, normalisePhone, telephonyProvider } from './telephony';
import { orderFor } from '../order-core/order-access';
import { insertCall, setFirstTrain } from './call-repository';
import { registerRoute } from '../../register-route';

/** Calls through the telephony provider (recorded on the order), and the first-training note. */
export default async function calls(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  registerRoute(app, routes.dial, async (request) => {
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
      const call = await insertCall(tx, {
        serviceId,
        fromUser,
        toUser,
        callerId: user.id,
        provider: provider.name,
        status: result.status,
      });
      if (order)
        await insertTimelineEntry(tx, {
          serviceId: order.id,
          action: 'call',
          fromStatus: order.status,
          toStatus: order.status,
          note: `${fromUser} → ${toUser}`,
          operator: user,
        });
      return call;
    });
    return ok({
      id,
      status: result.status,
      provider: provider.name,
      callId: result.callId ?? null,
      fromUser,
      toUser,
    });
  });

  registerRoute(app, routes.firstTrain, async (request) => {
    const text = request.body.firstTrain?.trim() ?? '';
    if (!text) throw badRequest('firstTrainRequired');
    if ([...text].length > FIRST_TRAIN_MAX) throw badRequest('firstTrainTooLong');
    const order = await orderFor(app.db, requireUser(request), request.body.serviceId);
    await setFirstTrain(app.db, order.id, text);
    return ok({ serviceId: order.id, firstTrain: text });
  });
}
