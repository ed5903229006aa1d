import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import { Project, ProjectDocument, ProjectGuideline, ServiceContent, Id, Text } from '@portal/shared/contract';
import { requireUser } from '../../plugins/auth';
import { badRequest } from '../../http-error';
import { Answer, ok } from '../../http';
import * as repo from './project-repository';

const ProjectListQuery = Type.Object({
  customerId: Type.Optional(Id),
  keyword: Type.Optional(Text(100)),
  includeInvalid: Type.Optional(Type.Boolean()),
});
const ContentQuery = Type.Object({ projectId: Type.Optional(Id) });
const GuidelineQuery = Type.Object({ projectId: Id, keyword: Type.Optional(Text(100)) });
const DocumentQuery = Type.Object({ serviceContentId: Type.Optional(Id), projectId: Type.Optional(Id) });
const List = <T extends TSchema>(row: T) => ({ 200: Answer(Type.Array(row)) });

/** Projects of the user's scope and what hangs off them: service contents, guidelines, documents. */
export default async function projects(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/project/list', { schema: { querystring: ProjectListQuery, response: List(Project) } }, async (request) =>
    ok(await repo.projectList(app.db, requireUser(request), request.query)),
  );

  app.get('/service/content/v2/base/list', { schema: { querystring: ContentQuery, response: List(ServiceContent) } }, async (request) =>
    ok(await repo.serviceContents(app.db, requireUser(request), request.query.projectId)),
  );

  app.get(
    '/project/guidelines/getProjectGuidelinesListByProjectId',
    { schema: { querystring: GuidelineQuery, response: List(ProjectGuideline) } },
    async (request) => ok(await repo.projectGuidelines(app.db, requireUser(request), request.query.projectId, request.query.keyword)),
  );

  app.get(
    '/project/document/list',
    { schema: { querystring: DocumentQuery, response: List(ProjectDocument) }, config: { fileLinks: true } },
    async (request) => {
      if (!request.query.serviceContentId && !request.query.projectId) throw badRequest('documentQueryRequired');
      return ok(await repo.projectDocuments(app.db, requireUser(request), request.query));
    },
  );
}
