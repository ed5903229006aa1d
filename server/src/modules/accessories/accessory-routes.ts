import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { type AccessoryLineInput, routes } from '@portal/contract';
import type { Queryable } from '../../db/database';
import { ok } from '../../http';
import { badRequest, forbidden, found, notFound } from '../../http-error';
import { requireUser } from '../../plugins/auth';
import { timeBound } from '../../lib/date-input';
import { requireAudience } from '../order-core/order-audience';
import { orderFor } from '../order-core/order-access';
import { isOnTheJob } from '../users/user-repository';
import * as repo from './accessory-repository';
import { registerRoute } from '../../register-route';

function cleanLines(lines: AccessoryLineInput[]): repo.NewAccessoryLine[] {
  const cleaned = lines.map((l) => ({
    name: l.name.trim(),
    model: l.model?.trim() || null,
    quantity: l.quantity,
  }));
  const blank = cleaned.findIndex((l) => !l.name);
  if (blank >= 0) throw badRequest('fieldRequired', { field: `lines.${blank}.name` });
  return cleaned;
}

async function checkRefs(
  db: Queryable,
  serviceId: number,
  b: { courierCompanyId?: number | null; receiverId?: number | null },
) {
  if (b.courierCompanyId && !(await repo.courierCompanyExists(db, b.courierCompanyId)))
    throw badRequest('courierCompanyInvalid');
  if (b.receiverId && !(await isOnTheJob(db, b.receiverId))) throw badRequest('receiverInvalid');
  if (b.receiverId) await requireAudience(db, serviceId, 'receiverId', [b.receiverId]);
}

/**
 * Accessory (part) shipments of orders (registered under /api). Anyone who sees an order may ask for a
 * part (a customer only asks: the courier is the staff's to record); dispatchers send, edit and delete.
 */
export default async function accessories(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  registerRoute(app, routes.accessoryList, async (request) => {
    if (!(await repo.orderInScope(app.db, requireUser(request), request.query.serviceId))) throw notFound();
    return ok(await repo.accessoriesOfOrder(app.db, request.query.serviceId));
  });

  registerRoute(app, routes.accessoryRequest, async (request) => {
    const user = requireUser(request);
    const b = request.body;
    const lines = cleanLines(b.lines);
    const staff = user.authority !== 'customer';
    const id = await app.db.transaction(async (tx) => {
      const order = found(await repo.orderInScope(tx, user, b.serviceId));
      if (order.status === 'cancelled') throw forbidden();
      if (b.courierCompanyId && !(await repo.courierCompanyExists(tx, b.courierCompanyId)))
        throw badRequest('courierCompanyInvalid');
      return repo.insertAccessory(
        tx,
        {
          serviceId: b.serviceId,
          customerId: order.customerId,
          courierCompanyId: staff ? (b.courierCompanyId ?? null) : null,
          courierNo: staff ? b.courierNo?.trim() || null : null,
          receiverId: null,
          remark: b.remark?.trim() || null,
          createdBy: user.id,
        },
        lines,
      );
    });
    return ok((await repo.accessoryById(app.db, id))!);
  });

  registerRoute(app, routes.accessoryPage, async (request) => {
    const q = request.query;
    const filter = {
      serviceNo: q.serviceNo?.trim() || undefined,
      courierCompanyId: q.courierCompanyId,
      courierNo: q.courierNo?.trim() || undefined,
      createdFrom: timeBound(q.startTime, 'startTime', 'start'),
      createdTo: timeBound(q.endTime, 'endTime', 'end'),
    };
    return ok(await repo.accessoryPage(app.db, requireUser(request), filter, q.current, q.size));
  });

  registerRoute(app, routes.accessory, async (request) =>
    ok(found(await repo.accessoryInScope(app.db, requireUser(request), request.params.id))),
  );

  registerRoute(app, routes.accessorySend, async (request) => {
    const user = requireUser(request);
    const b = request.body;
    const lines = cleanLines(b.lines);
    const id = await app.db.transaction(async (tx) => {
      const order = await orderFor(tx, user, b.serviceId, { open: true });
      await checkRefs(tx, order.id, b);
      return repo.insertAccessory(
        tx,
        {
          serviceId: order.id,
          customerId: order.customerId,
          courierCompanyId: b.courierCompanyId ?? null,
          courierNo: b.courierNo?.trim() || null,
          receiverId: b.receiverId ?? null,
          remark: b.remark?.trim() || null,
          createdBy: user.id,
        },
        lines,
      );
    });
    return ok((await repo.accessoryById(app.db, id))!);
  });

  registerRoute(app, routes.accessoryUpdate, async (request) => {
    const user = requireUser(request);
    const b = request.body;
    const lines = b.lines ? cleanLines(b.lines) : null;
    await app.db.transaction(async (tx) => {
      const serviceId = await repo.lockAccessory(tx, b.id);
      if (serviceId === null) throw notFound();
      const order = await orderFor(tx, user, Number(serviceId), { open: true });
      await checkRefs(tx, order.id, b);
      await repo.updateAccessory(tx, b.id, {
        courierCompanyId: b.courierCompanyId,
        courierNo: b.courierNo === undefined ? undefined : b.courierNo?.trim() || null,
        receiverId: b.receiverId,
        remark: b.remark === undefined ? undefined : b.remark?.trim() || null,
      });
      if (lines) await repo.writeLines(tx, b.id, lines);
    });
    return ok((await repo.accessoryById(app.db, b.id))!);
  });

  registerRoute(app, routes.accessoryDelete, async (request) => {
    const user = requireUser(request);
    await app.db.transaction(async (tx) => {
      const serviceId = await repo.lockAccessory(tx, request.params.id);
      if (serviceId === null) throw notFound();
      await orderFor(tx, user, Number(serviceId), { open: true });
      await repo.deleteAccessory(tx, request.params.id);
    });
    return ok(null);
  });

  registerRoute(app, routes.accessoryQuickInput, async (request) =>
    ok(await repo.quickInput(app.db, request.query.keyword?.trim() || undefined)),
  );
}
