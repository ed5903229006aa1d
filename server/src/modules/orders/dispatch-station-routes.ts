import type { FastifyInstance } from 'fastify';
import { ORDER_STATUSES, StationOrderRow, TOTAL_TAB } from '@portal/shared/contract';
import { Type, type Static } from '@sinclair/typebox';
import { requireUser } from '../../plugins/auth';
import { OrderFilters, countOrders, pageOrders } from './order-query';
import { orderReadKey } from './order-read-cache';
import { Answer, Page, PageQuery, ok } from '../../http';
import { withAvailableSteps, type StepSubject } from '../order-flow/machine';

const StatusParam = Type.Optional(Type.Union([...ORDER_STATUSES, TOTAL_TAB].map((s) => Type.Literal(s))));
const ListQuery = Type.Intersect([PageQuery, OrderFilters, Type.Object({ status: StatusParam })]);
type ListQuery = Static<typeof ListQuery>;
const CountQuery = OrderFilters;
const StatusCounts = { 200: Answer(Type.Record(Type.String(), Type.Integer())) };

/** The dispatch station: every order (dispatch scope), its status tabs and their counts. */
export default async function dispatchStation(app: FastifyInstance) {
  app.get<{ Querystring: ListQuery }>(
    '/dispatch/page',
    { schema: { querystring: ListQuery, response: { 200: Answer(Page(StationOrderRow)) } }, config: { access: 'dispatch' } },
    async (request, reply) => {
      const user = requireUser(request);
      return app.orderReads.answer(request, reply, orderReadKey(request, user), async () => {
        const page = await pageOrders<StepSubject>(app.db, user, request.query as ListQuery & OrderFilters);
        return ok({ ...page, records: withAvailableSteps(user, page.records) });
      });
    },
  );

  app.get<{ Querystring: Static<typeof CountQuery> }>(
    '/dispatch/counts',
    { schema: { querystring: CountQuery, response: StatusCounts }, config: { access: 'dispatch' } },
    async (request, reply) => {
      const user = requireUser(request);
      return app.orderReads.answer(request, reply, orderReadKey(request, user), async () => ok(await countOrders(app.db, user, request.query as OrderFilters)));
    },
  );
}
