import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { FLOW_STATUSES, StaffOrderDetail, TOTAL_TAB } from '@portal/shared/contract';
import { Answer, IdParams, PageQuery, ok } from '../../http';
import { requireUser } from '../../plugins/auth';
import { countByStatus } from './order-counts';
import { engineerScope, engineerTaskPage, staffOrderDetail } from './staff-order-detail';

const TaskQuery = Type.Intersect([
  PageQuery,
  Type.Object({ status: Type.Optional(Type.Union([...FLOW_STATUSES, TOTAL_TAB].map((s) => Type.Literal(s)))) }),
]);

/** The staff view of one order, and the engineer's own task list. */
export default async function detail(app: FastifyInstance) {
  app.get<{ Params: IdParams }>(
    '/dispatch/service/:id/detail',
    { schema: { params: IdParams, response: { 200: Answer(StaffOrderDetail) } }, config: { access: 'dispatch', fileLinks: true } },
    async (request) => ok(await staffOrderDetail(app.db, requireUser(request), request.params.id)),
  );

  app.get<{ Querystring: Static<typeof TaskQuery> }>('/dispatch/engineer/tasks', { schema: { querystring: TaskQuery } }, async (request) => {
    const { current, size, status } = request.query;
    return ok(await engineerTaskPage(app.db, requireUser(request), status, current, size));
  });

  app.get('/dispatch/engineer/tasks/counts', async (request) =>
    ok(await countByStatus(app.db, engineerScope(requireUser(request).id))),
  );
}
