import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from '@portal/contract';
import { requireUser } from '../../plugins/auth';
import { countOrders, pageOrders } from './order-query';
import { orderReadKey } from './order-read-cache';
import { ok } from '../../http';
import { withAvailableSteps } from '../order-core/available-steps';
import { registerRoute } from '../../register-route';

/** The dispatch station: every order (dispatch scope), its status tabs and their counts. */
export default async function dispatchStation(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  registerRoute(app, routes.stationPage, async (request, reply) => {
    const user = requireUser(request);
    const { current, size, status, ...filters } = request.query;
    return app.orderReads.answer(request, reply, orderReadKey(request, user), async () => {
      const page = await pageOrders(app.db, user, filters, { status, current, size });
      return ok({ ...page, records: withAvailableSteps(user, page.records) });
    });
  });

  registerRoute(app, routes.stationCounts, async (request, reply) => {
    const user = requireUser(request);
    return app.orderReads.answer(request, reply, orderReadKey(request, user), async () =>
      ok(await countOrders(app.db, user, request.query)),
    );
  });
}
