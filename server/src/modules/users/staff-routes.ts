import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from '@portal/contract';
import { ok } from '../../http';
import { listStaff } from './staff';
import { onTheJobUsers } from '../chat/invitee-repository';
import { registerRoute } from '../../register-route';

/** Staff selection lists (SPEC section 6) and on-the-job users. */
export default async function staff(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  registerRoute(app, routes.staffList, async (request) => ok(await listStaff(app.db, request.params.kind)));
  registerRoute(app, routes.onTheJobUsers, { config: { fileLinks: true } }, async (request) =>
    ok(await onTheJobUsers(app.db, request.query)),
  );
  registerRoute(app, routes.onTheJobList, { config: { fileLinks: true } }, async (request) =>
    ok(await onTheJobUsers(app.db, request.query)),
  );
}
