import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from '@portal/contract';
import { requireUser } from '../../plugins/auth';
import { ok } from '../../http';
import { buildOrderWhere, countOrders, orderRowById, pageOrders, withStatus } from './order-query';
import { orderReadKey } from './order-read-cache';
import { createOrder } from './order-create';
import { loadOrderDetail } from './order-detail';
import { availableSteps } from '../order-core/available-steps';
import { found } from '../../http-error';
import { ORDER_EXPORT_COLUMNS, orderExportRows } from './order-export';
import { sendXlsx } from '../../lib/xlsx';
import { registerRoute } from '../../register-route';

/** Service orders as customers (and everyone else, in their own scope) place, list, read and export them. */
export default async function orders(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  // The body's requestKey (older clients) stands for the Idempotency-Key header when that is absent.
  registerRoute(
    app,
    routes.orderCreate,
    { config: { idempotencyBodyKey: 'requestKey' } },
    async (request) => {
      const id = await createOrder(app.db, requireUser(request), request.body);
      return ok(found(await orderRowById(app.db, id)));
    },
  );

  registerRoute(app, routes.orderPage, async (request, reply) => {
    const user = requireUser(request);
    const { current, size, status, ...filters } = request.query;
    return app.orderReads.answer(request, reply, orderReadKey(request, user), async () =>
      ok(await pageOrders(app.db, user, filters, { status, current, size })),
    );
  });

  registerRoute(app, routes.orderCounts, async (request, reply) => {
    const user = requireUser(request);
    return app.orderReads.answer(request, reply, orderReadKey(request, user), async () =>
      ok(await countOrders(app.db, user, request.query)),
    );
  });

  registerRoute(app, routes.orderExport, async (request, reply) => {
    const scope = withStatus(buildOrderWhere(requireUser(request), request.query), request.query.status);
    const file = {
      what: 'order',
      sheet: '工单',
      columns: ORDER_EXPORT_COLUMNS,
      asciiName: 'orders',
      name: '工单导出',
    };
    return sendXlsx(request, reply, file, orderExportRows(app.db, scope, request.query));
  });

  registerRoute(app, routes.order, { config: { fileLinks: true } }, async (request) => {
    const user = requireUser(request);
    const order = await loadOrderDetail(app.db, user, request.params.id);
    return ok({ ...order, availableSteps: availableSteps(user, order) });
  });
}
