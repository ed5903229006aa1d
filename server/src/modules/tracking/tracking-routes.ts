import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes, type TrackingBody, isRealDateTime } from '@portal/contract';
import type { Queryable } from '../../db/database';
import * as repo from './tracking-repository';
import { isOnTheJob } from '../users/user-repository';
import { dictionary } from '../catalog/dictionary-repository';
import type { TrackingFields as Checked } from './tracking-repository';
import { ok } from '../../http';
import { registerRoute } from '../../register-route';
import { badRequest, forbidden, notFound } from '../../http-error';
import { requireUser, type AuthUser } from '../../plugins/auth';
import { requireAudience } from '../order-core/order-audience';
import { orderFor } from '../order-core/order-access';
import { actedAtOf } from '../../lib/acted-at';
import { clampedActedAt } from '../order-core/timeline-repository';

async function check(
  db: Queryable,
  user: AuthUser,
  body: TrackingBody,
  order: { id: number; engineerId: number | null },
): Promise<Checked> {
  const content = body.content?.trim() ?? '';
  if (!content) throw badRequest('trackContentRequired');
  const isRemind = body.isRemind ?? false;
  let reminderId: number | null = null;
  let remindTime: string | null = null;
  if (isRemind) {
    if (!body.reminderId || !body.remindTime) throw badRequest('trackRemindRequired');
    if (!isRealDateTime(body.remindTime)) throw badRequest('fieldPattern', { field: 'remindTime' });
    if (!(await isOnTheJob(db, body.reminderId))) throw badRequest('reminderInvalid');
    await requireAudience(db, order.id, 'reminderId', [body.reminderId]);
    reminderId = body.reminderId;
    remindTime = body.remindTime;
  }
  if (body.engineerId && !(await repo.userExists(db, body.engineerId))) throw badRequest('engineerInvalid');
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

/** Tracking records of an order (with reminders that become notices) and their templates. */
export default async function tracking(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  registerRoute(app, routes.trackingAdd, async (request) => {
    const user = requireUser(request);
    const actedAt = actedAtOf(request);
    const id = await app.db.transaction(async (tx) => {
      const order = await orderFor(tx, user, request.body.serviceId, { write: true });
      const c = await check(tx, user, request.body, order);
      // The record's contact time is when the engineer wrote it (X-Acted-At, clamped), else now.
      return repo.insertRecord(
        tx,
        order.id,
        user,
        c,
        actedAt ? await clampedActedAt(tx, order.id, actedAt) : null,
      );
    });
    return ok((await repo.recordById(app.db, id))!);
  });

  registerRoute(app, routes.trackingUpdate, async (request) => {
    const user = requireUser(request);
    const b = request.body;
    await app.db.transaction(async (tx) => {
      const existing = await repo.lockRecord(tx, b.id);
      if (!existing || Number(existing.serviceId) !== b.serviceId) throw notFound();
      const order = await orderFor(tx, user, b.serviceId, { write: true });
      if (!user.allowDispatch && existing.creatorId !== user.id) throw forbidden();
      const c = await check(tx, user, b, order);
      await repo.updateRecord(tx, b.id, order.id, c);
    });
    return ok((await repo.recordById(app.db, b.id))!);
  });

  registerRoute(app, routes.trackingPage, async (request) => {
    const user = requireUser(request);
    const { serviceId, current, size } = request.query;
    await orderFor(app.db, user, serviceId);
    return ok(await repo.recordPage(app.db, serviceId, user, current, size));
  });

  registerRoute(app, routes.trackingCompletionTemplates, async () =>
    ok(await dictionary(app.db, 'track_completion')),
  );
  registerRoute(app, routes.trackingVisitTemplates, async () => ok(await dictionary(app.db, 'track_visit')));
  registerRoute(app, routes.trackingContents, async () => ok(await dictionary(app.db, 'track_content')));

  registerRoute(app, routes.trackingLastCompletion, async (request) => {
    const user = requireUser(request);
    const order = await orderFor(app.db, user, request.query.serviceId);
    return ok(await repo.lastCompletion(app.db, order.id, user.authority === 'customer'));
  });
}
