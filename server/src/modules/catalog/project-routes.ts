import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from '@portal/contract';
import { requireUser } from '../../plugins/auth';
import { badRequest } from '../../http-error';
import { ok } from '../../http';
import * as repo from './project-repository';
import { registerRoute } from '../../register-route';

/** Projects of the user's scope and what hangs off them: service contents, guidelines, documents. */
export default async function projects(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  registerRoute(app, routes.projectList, async (request) =>
    ok(await repo.projectList(app.db, requireUser(request), request.query)),
  );

  registerRoute(app, routes.serviceContents, async (request) =>
    ok(await repo.serviceContents(app.db, requireUser(request), request.query.projectId)),
  );

  registerRoute(app, routes.projectGuidelines, async (request) =>
    ok(
      await repo.projectGuidelines(
        app.db,
        requireUser(request),
        request.query.projectId,
        request.query.keyword,
      ),
    ),
  );

  registerRoute(app, routes.projectDocuments, { config: { fileLinks: true } }, async (request) => {
    if (!request.query.serviceContentId && !request.query.projectId)
      throw badRequest('documentQueryRequired');
    return ok(await repo.projectDocuments(app.db, requireUser(request), request.query));
  });
}
