import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { EngineerTaskRow, FLOW_STATUSES, StaffOrderDetail, StatusCounts, TOTAL_TAB } from '@portal/shared/contract';
import { Answer, IdParams, Page, PageQuery, ok } from '../../http';
import { requireUser } from '../../plugins/auth';
import { countByStatus } from './order-counts';
import { engineerScope, engineerTaskPage, staffOrderDetail } from './staff-order-detail';

const TaskQuery = Type.Intersect([
  PageQuery,
  Type.Object({ status: Type.Optional(Type.Union([...FLOW_STATUSES, TOTAL_TAB].map((s) => Type.Literal(s)))) }),
]);

/** The staff view of one order, and the engineer's own task list. */
export default async function detail(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/dispatch/service/:id/detail',
    { schema: { params: IdParams, response: { 200: Answer(StaffOrderDetail) } }, config: { access: 'dispatch', fileLinks: true } },
    async (request) => ok(await staffOrderDetail(app.db, requireUser(request), request.params.id)),
  );

  app.get('/dispatch/engineer/tasks', { schema: { querystring: TaskQuery, response: { 200: Answer(Page(EngineerTaskRow)) } } }, async (request) => {
    const { current, size, status } = request.query;
    return ok(await engineerTaskPage(app.db, requireUser(request), status, current, size));
  });

  app.get('/dispatch/engineer/tasks/counts', { schema: { response: { 200: Answer(StatusCounts) } } }, async (request) =>
    ok(await countByStatus(app.db, engineerScope(requireUser(request).id))),
  );
}
