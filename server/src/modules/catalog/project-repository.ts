import type { Project, ProjectDocument, ProjectGuideline, ServiceContent } from '@portal/contract';
import type { Queryable } from '../../db/database';
import { ts } from '../../http';
import { type ScopeUser, projectScope } from '../../lib/scope-sql';
import { containing, param } from '../../lib/query-sql';

/** The projects in the user's scope, by id; valid ones only unless `includeInvalid`. */
export function projectList(
  db: Queryable,
  user: ScopeUser,
  q: { customerId?: number; keyword?: string; includeInvalid?: boolean },
) {
  const params: unknown[] = [];
  const clauses = [projectScope(user, params)];
  if (!q.includeInvalid) clauses.push('p.is_valid');
  if (q.customerId) clauses.push(`p.customer_id = ${param(params, q.customerId)}`);
  if (q.keyword?.trim()) {
    const p = param(params, containing(q.keyword.trim()));
    clauses.push(`(p.name ILIKE ${p} OR p.code ILIKE ${p})`);
  }
  return db.query<Project>(
    `SELECT p.id, p.name, p.code, p.customer_id AS "customerId", c.name AS "customerName", p.is_valid AS "isValid",
            ${ts('p.created_at', 'createTime')}
       FROM projects p JOIN customer_companies c ON c.id = p.customer_id
      WHERE ${clauses.join(' AND ')} ORDER BY p.id`,
    params,
  );
}

/** The service contents of the projects in the user's scope (of one project when given). */
export function serviceContents(db: Queryable, user: ScopeUser, projectId: number | undefined) {
  const params: unknown[] = [];
  const clauses = [projectScope(user, params)];
  if (projectId) clauses.push(`s.project_id = ${param(params, projectId)}`);
  return db.query<ServiceContent>(
    `SELECT s.id, s.project_id AS "projectId", p.name AS "projectName", s.name, s.description
       FROM service_contents s JOIN projects p ON p.id = s.project_id
      WHERE ${clauses.join(' AND ')} ORDER BY s.project_id, s.id`,
    params,
  );
}

/** A project's guidelines in order; `keyword` matches their content. */
export function projectGuidelines(
  db: Queryable,
  user: ScopeUser,
  projectId: number,
  keyword: string | undefined,
) {
  const params: unknown[] = [projectId];
  const clauses = ['g.project_id = $1', projectScope(user, params)];
  if (keyword?.trim()) clauses.push(`g.content ILIKE ${param(params, containing(keyword.trim()))}`);
  return db.query<ProjectGuideline>(
    `SELECT g.id, g.project_id AS "projectId", g.content, g.sort
       FROM project_guidelines g JOIN projects p ON p.id = g.project_id
      WHERE ${clauses.join(' AND ')} ORDER BY g.sort, g.id`,
    params,
  );
}

/** Documents of a service content (with its project's project-wide ones) and/or of a project. */
export function projectDocuments(
  db: Queryable,
  user: ScopeUser,
  q: { serviceContentId?: number; projectId?: number },
) {
  const params: unknown[] = [];
  const clauses = [projectScope(user, params)];
  if (q.serviceContentId) {
    // A document without a service content belongs to the whole project, so to each of its contents.
    const p = param(params, q.serviceContentId);
    clauses.push(
      `(d.service_content_id = ${p} OR (d.service_content_id IS NULL AND d.project_id = (SELECT project_id FROM service_contents WHERE id = ${p})))`,
    );
  }
  if (q.projectId) clauses.push(`d.project_id = ${param(params, q.projectId)}`);
  return db.query<ProjectDocument>(
    `SELECT d.id, d.project_id AS "projectId", d.service_content_id AS "serviceContentId", d.file_id AS "fileId",
            d.file_path AS "filePath", d.origin_name AS "originName", d.ext
       FROM project_documents d JOIN projects p ON p.id = d.project_id
      WHERE ${clauses.join(' AND ')} ORDER BY d.id`,
    params,
  );
}
