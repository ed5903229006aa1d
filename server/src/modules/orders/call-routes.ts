import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { queryOne } from '../../db/database';
import { ok } from '../../http';
import { badRequest } from '../../http-error';
import { requireUser } from '../../plugins/auth';
import { addTimeline } from '../order-flow/timeline';
import { isValidPhone, normalisePhone, telephonyProvider } from './telephony';
import { Id, orderFor } from './order-access';

const DialBody = Type.Object({
  fromUser: Type.String({ maxLength: 40 }),
  toUser: Type.String({ maxLength: 40 }),
  serviceId: Type.Optional(Type.Union([Id, Type.Null()])),
});
const TrainBody = Type.Object({ serviceId: Id, firstTrain: Type.Optional(Type.Union([Type.String({ maxLength: 5000 }), Type.Null()])) });

export const FIRST_TRAIN_MAX = 300;

/** Calls through the telephony provider (recorded on the order), and the first-training note. */
export default async function calls(app: FastifyInstance) {
  app.post<{ Body: Static<typeof DialBody> }>('/sys/common/dail', { schema: { body: DialBody }, config: { access: 'manager' } }, async (request) => {
    const user = requireUser(request);
    const fromUser = normalisePhone(request.body.fromUser);
    const toUser = normalisePhone(request.body.toUser);
    if (!isValidPhone(fromUser) || !isValidPhone(toUser)) throw badRequest('phoneInvalid');
    const serviceId = request.body.serviceId ?? null;
    if (serviceId) await orderFor(app.db, user, serviceId);
    const provider = telephonyProvider();
    const result = await provider.dial({ fromUser, toUser });
    if (result.status === 'failed') throw badRequest('phoneInvalid');
    const id = await app.db.transaction(async (tx) => {
      const row = await queryOne<{ id: number }>(
        tx,
        `INSERT INTO telephony_calls (service_id, from_user, to_user, caller_id, provider, status) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [serviceId, fromUser, toUser, user.id, provider.name, result.status],
      );
      if (serviceId) {
        const order = await queryOne<{ status: string }>(tx, 'SELECT status FROM service_orders WHERE id = $1', [serviceId]);
        await addTimeline(tx, { serviceId, action: 'call', fromStatus: order!.status, toStatus: order!.status, note: `${fromUser} → ${toUser}`, operator: user });
      }
      return row!.id;
    });
    return ok({ id, status: result.status, provider: provider.name, callId: result.callId ?? null, fromUser, toUser });
  });

  app.put<{ Body: Static<typeof TrainBody> }>('/sys/dispatch/first/train', { schema: { body: TrainBody }, config: { access: 'dispatch' } }, async (request) => {
    const text = request.body.firstTrain?.trim() ?? '';
    if (!text) throw badRequest('firstTrainRequired');
    if ([...text].length > FIRST_TRAIN_MAX) throw badRequest('firstTrainTooLong');
    const order = await orderFor(app.db, requireUser(request), request.body.serviceId);
    await app.db.query('UPDATE service_orders SET first_train = $2, updated_at = now() WHERE id = $1', [order.id, text]);
    return ok({ serviceId: order.id, firstTrain: text });
  });
}
