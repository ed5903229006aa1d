import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Notice, NoticePageQuery, UnreadNoticeCount } from '@portal/shared/contract';
import { requireUser } from '../../plugins/auth';
import { found, notFound } from '../../http-error';
import { Answer, IdParams, Page, ok } from '../../http';
import * as repo from './notice-repository';

const Done = { 200: Answer(Type.Null()) };

/** The signed-in user's own notices (each row is one recipient's copy, so read state is per user). */
export default async function notices(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/customer/notice/page', { schema: { querystring: NoticePageQuery, response: { 200: Answer(Page(Notice)) } } }, async (request) => {
    const { current, size, status } = request.query;
    return ok(await repo.noticePage(app.db, requireUser(request).id, status, current, size));
  });

  app.get('/customer/notice/unread/count', { schema: { response: { 200: Answer(UnreadNoticeCount) } } }, async (request) =>
    ok({ count: await repo.unreadCount(app.db, requireUser(request).id) }),
  );

  app.put('/customer/notice/read/all', { schema: { response: Done } }, async (request) => {
    await repo.readAll(app.db, requireUser(request).id);
    return ok(null);
  });

  app.put('/customer/notice/read/:id', { schema: { params: IdParams, response: Done } }, async (request) => {
    if (!(await repo.readNotice(app.db, requireUser(request).id, request.params.id))) throw notFound();
    return ok(null);
  });

  app.get('/customer/notice/:id', { schema: { params: IdParams, response: { 200: Answer(Notice) } } }, async (request) =>
    ok(found(await repo.readNotice(app.db, requireUser(request).id, request.params.id))),
  );
}
