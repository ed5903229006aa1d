import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from '@portal/contract';
import { requireUser } from '../../plugins/auth';
import { found } from '../../http-error';
import { ok } from '../../http';
import * as repo from './announcement-repository';
import { registerRoute } from '../../register-route';

/** System announcements: everyone reads published ones; managers also see withdrawn ones and publish, edit, withdraw. */
export default async function announcements(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  registerRoute(app, routes.announcementPage, async (request) => {
    const { current, size, keyword } = request.query;
    return ok(
      await repo.announcementPage(
        app.db,
        requireUser(request).authority === 'manager',
        keyword?.trim() || undefined,
        current,
        size,
      ),
    );
  });

  registerRoute(app, routes.announcement, async (request) =>
    ok(
      found(
        await repo.announcementById(app.db, request.params.id, requireUser(request).authority === 'manager'),
      ),
    ),
  );

  registerRoute(app, routes.announcementCreate, async (request) =>
    ok(
      await repo.insertAnnouncement(
        app.db,
        request.body.title.trim(),
        request.body.content,
        requireUser(request),
      ),
    ),
  );

  registerRoute(app, routes.announcementUpdate, async (request) =>
    ok(
      found(
        await repo.updateAnnouncement(
          app.db,
          request.params.id,
          request.body.title.trim(),
          request.body.content,
        ),
      ),
    ),
  );

  registerRoute(app, routes.announcementWithdraw, async (request) =>
    ok(found(await repo.withdrawAnnouncement(app.db, request.params.id))),
  );
}
