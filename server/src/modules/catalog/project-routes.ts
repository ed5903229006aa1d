import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { requireUser } from '../../plugins/auth';
import { badRequest } from '../../http-error';
import { ok, ts } from '../../http';
import { projectScope } from '../../lib/scopes';
import { Id } from '../../lib/ids';

const ProjectListQuery = Type.Object({
  customerId: Type.Optional(Id),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  includeInvalid: Type.Optional(Type.Boolean()),
});
const ContentQuery = Type.Object({ projectId: Type.Optional(Id) });
const GuidelineQuery = Type.Object({ projectId: Id, keyword: Type.Optional(Type.String({ maxLength: 100 })) });
const DocumentQuery = Type.Object({ serviceContentId: Type.Optional(Id), projectId: Type.Optional(Id) });

const escapeLike = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Projects of the user's scope and what hangs off them: service contents, guidelines, documents. */
export default async function projects(app: FastifyInstance) {
  app.get<{ Querystring: Static<typeof ProjectListQuery> }>(
    '/project/list',
    { schema: { querystring: ProjectListQuery } },
    async (request) => {
      const user = requireUser(request);
      const { customerId, keyword, includeInvalid } = request.query;
      const params: unknown[] = [];
      const clauses = [projectScope(user, params)];
      if (!includeInvalid) clauses.push('p.is_valid');
      if (customerId) {
        params.push(customerId);
        clauses.push(`p.customer_id = $${params.length}`);
      }
      if (keyword?.trim()) {
        params.push(escapeLike(keyword.trim()));
        clauses.push(`(p.name ILIKE $${params.length} OR p.code ILIKE $${params.length})`);
      }
      const rows = await app.db.query(
        `SELECT p.id, p.name, p.code, p.customer_id AS "customerId", c.name AS "customerName", p.is_valid AS "isValid",
                ${ts('p.created_at', 'createTime')}
           FROM projects p JOIN customer_companies c ON c.id = p.customer_id
          WHERE ${clauses.join(' AND ')} ORDER BY p.id`,
        params,
      );
      return ok(rows);
    },
  );

  app.get<{ Querystring: Static<typeof ContentQuery> }>(
    '/service/content/v2/base/list',
    { schema: { querystring: ContentQuery } },
    async (request) => {
      const user = requireUser(request);
      const params: unknown[] = [];
      const clauses = [projectScope(user, params)];
      if (request.query.projectId) {
        params.push(request.query.projectId);
        clauses.push(`s.project_id = $${params.length}`);
      }
      const rows = await app.db.query(
        `SELECT s.id, s.project_id AS "projectId", p.name AS "projectName", s.name, s.description
           FROM service_contents s JOIN projects p ON p.id = s.project_id
          WHERE ${clauses.join(' AND ')} ORDER BY s.project_id, s.id`,
        params,
      );
      return ok(rows);
    },
  );

  app.get<{ Querystring: Static<typeof GuidelineQuery> }>(
    '/project/guidelines/getProjectGuidelinesListByProjectId',
    { schema: { querystring: GuidelineQuery } },
    async (request) => {
      const user = requireUser(request);
      const params: unknown[] = [request.query.projectId];
      const clauses = ['g.project_id = $1', projectScope(user, params)];
      if (request.query.keyword?.trim()) {
        params.push(escapeLike(request.query.keyword.trim()));
        clauses.push(`g.content ILIKE $${params.length}`);
      }
      const rows = await app.db.query(
        `SELECT g.id, g.project_id AS "projectId", g.content, g.sort
           FROM project_guidelines g JOIN projects p ON p.id = g.project_id
          WHERE ${clauses.join(' AND ')} ORDER BY g.sort, g.id`,
        params,
      );
      return ok(rows);
    },
  );

  app.get<{ Querystring: Static<typeof DocumentQuery> }>(
    '/project/document/list',
    { schema: { querystring: DocumentQuery }, config: { fileLinks: true } },
    async (request) => {
      const user = requireUser(request);
      const { serviceContentId, projectId } = request.query;
      if (!serviceContentId && !projectId) throw badRequest('documentQueryRequired');
      const params: unknown[] = [];
      const clauses = [projectScope(user, params)];
      if (serviceContentId) {
        // A document without a service content belongs to the whole project, so to each of its contents.
        params.push(serviceContentId);
        clauses.push(
          `(d.service_content_id = $${params.length}
            OR (d.service_content_id IS NULL AND d.project_id = (SELECT project_id FROM service_contents WHERE id = $${params.length})))`,
        );
      }
      if (projectId) {
        params.push(projectId);
        clauses.push(`d.project_id = $${params.length}`);
      }
      const rows = await app.db.query(
        `SELECT d.id, d.project_id AS "projectId", d.service_content_id AS "serviceContentId", d.file_id AS "fileId",
                d.file_path AS "filePath", d.origin_name AS "originName", d.ext
           FROM project_documents d JOIN projects p ON p.id = d.project_id
          WHERE ${clauses.join(' AND ')} ORDER BY d.id`,
        params,
      );
      return ok(rows);
    },
  );
}
