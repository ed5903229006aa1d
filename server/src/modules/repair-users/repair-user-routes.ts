import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from '@portal/contract';
import { requireUser } from '../../plugins/auth';
import { ok } from '../../http';
import { createRepairUser, getRepairUser, invalidateRepairUser, updateRepairUser } from './repair-users';
import { repairUserList, repairUserPage } from './repair-user-repository';
import { registerRoute } from '../../register-route';

/** Repair users (the customer's sites and contacts): a company's own, all for managers. */
export default async function repairUsers(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  registerRoute(app, routes.repairUserPage, async (request) => {
    const { current, size, ...filter } = request.query;
    return ok(await repairUserPage(app.db, requireUser(request), filter, current, size));
  });

  registerRoute(app, routes.repairUserList, async (request) =>
    ok(await repairUserList(app.db, requireUser(request), request.query)),
  );

  registerRoute(app, routes.repairUserCreate, async (request) =>
    ok(await createRepairUser(app.db, requireUser(request), request.body)),
  );

  registerRoute(app, routes.repairUserUpdate, async (request) =>
    ok(await updateRepairUser(app.db, requireUser(request), request.params.id, request.body)),
  );

  registerRoute(app, routes.repairUser, async (request) =>
    ok(await getRepairUser(app.db, requireUser(request), request.params.id)),
  );

  registerRoute(app, routes.repairUserInvalidate, async (request) => {
    await invalidateRepairUser(app.db, requireUser(request), request.body.id);
    return ok(null);
  });
}
