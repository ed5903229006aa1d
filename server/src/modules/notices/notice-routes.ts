import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from '@portal/contract';
import { requireUser } from '../../plugins/auth';
import { found, notFound } from '../../http-error';
import { ok } from '../../http';
import * as repo from './notice-repository';
import { registerRoute } from '../../register-route';

/** The signed-in user's own notices (each row is one recipient's copy, so read state is per user). */
export default async function notices(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  registerRoute(app, routes.noticePage, async (request) => {
    const { current, size, status } = request.query;
    return ok(await repo.noticePage(app.db, requireUser(request).id, status, current, size));
  });

  registerRoute(app, routes.noticeUnreadCount, async (request) =>
    ok({ count: await repo.unreadCount(app.db, requireUser(request).id) }),
  );

  registerRoute(app, routes.noticeReadAll, async (request) => {
    await repo.readAll(app.db, requireUser(request).id);
    return ok(null);
  });

  registerRoute(app, routes.noticeRead, async (request) => {
    if (!(await repo.readNotice(app.db, requireUser(request).id, request.params.id))) throw notFound();
    return ok(null);
  });

  registerRoute(app, routes.notice, async (request) =>
    ok(found(await repo.readNotice(app.db, requireUser(request).id, request.params.id))),
  );
}
