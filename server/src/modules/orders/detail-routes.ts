import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from '@portal/contract';
import { ok } from '../../http';
import { requireUser } from '../../plugins/auth';
import { countByStatus } from './order-counts';
import { engineerScope, engineerTaskPage, staffOrderDetail } from './staff-order-detail';
import { registerRoute } from '../../register-route';

/** The staff view of one order, and the engineer's own task list. */
export default async function detail(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  registerRoute(app, routes.staffOrder, { config: { fileLinks: true } }, async (request) =>
    ok(await staffOrderDetail(app.db, requireUser(request), request.params.id)),
  );

  registerRoute(app, routes.engineerTasks, async (request) => {
    const { current, size, status } = request.query;
    return ok(await engineerTaskPage(app.db, requireUser(request), status, current, size));
  });

  registerRoute(app, routes.engineerTaskCounts, async (request) =>
    ok(await countByStatus(app.db, engineerScope(requireUser(request).id))),
  );
}
