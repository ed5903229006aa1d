import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Announcement, AnnouncementBody as Body, AnnouncementPageQuery } from '@portal/shared/contract';
import { requireUser } from '../../plugins/auth';
import { found } from '../../http-error';
import { Answer, IdParams, Page, ok } from '../../http';
import * as repo from './announcement-repository';

const One = { 200: Answer(Announcement) };

/** System announcements: everyone reads published ones; managers also see withdrawn ones and publish, edit, withdraw. */
export default async function announcements(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const manager = { access: 'manager' as const };

  app.get('/announce/page', { schema: { querystring: AnnouncementPageQuery, response: { 200: Answer(Page(Announcement)) } } }, async (request) => {
    const { current, size, keyword } = request.query;
    return ok(await repo.announcementPage(app.db, requireUser(request).authority === 'manager', keyword?.trim() || undefined, current, size));
  });

  app.get('/announce/:id', { schema: { params: IdParams, response: One } }, async (request) =>
    ok(found(await repo.announcementById(app.db, request.params.id, requireUser(request).authority === 'manager'))),
  );

  app.post('/announce', { schema: { body: Body, response: One }, config: manager }, async (request) =>
    ok(await repo.insertAnnouncement(app.db, request.body.title.trim(), request.body.content, requireUser(request))),
  );

  app.put('/announce/:id', { schema: { params: IdParams, body: Body, response: One }, config: manager }, async (request) =>
    ok(found(await repo.updateAnnouncement(app.db, request.params.id, request.body.title.trim(), request.body.content))),
  );

  app.put('/announce/:id/withdraw', { schema: { params: IdParams, response: One }, config: manager }, async (request) =>
    ok(found(await repo.withdrawAnnouncement(app.db, request.params.id))),
  );
}
