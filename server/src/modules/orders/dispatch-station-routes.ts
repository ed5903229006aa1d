import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ORDER_STATUSES, StationOrderRow, StatusCounts, TOTAL_TAB } from '@portal/shared/contract';
import { Type } from '@sinclair/typebox';
import { requireUser } from '../../plugins/auth';
import { OrderFilters, countOrders, pageOrders } from './order-query';
import { orderReadKey } from './order-read-cache';
import { Answer, Page, PageQuery, ok } from '../../http';
import { withAvailableSteps } from '../order-flow/machine';

const StatusParam = Type.Optional(Type.Union([...ORDER_STATUSES, TOTAL_TAB].map((s) => Type.Literal(s))));
const ListQuery = Type.Intersect([PageQuery, OrderFilters, Type.Object({ status: StatusParam })]);

/** The dispatch station: every order (dispatch scope), its status tabs and their counts. */
export default async function dispatchStation(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/dispatch/page',
    { schema: { querystring: ListQuery, response: { 200: Answer(Page(StationOrderRow)) } }, config: { access: 'dispatch' } },
    async (request, reply) => {
      const user = requireUser(request);
      const { current, size, status, ...filters } = request.query;
      return app.orderReads.answer(request, reply, orderReadKey(request, user), async () => {
        const page = await pageOrders(app.db, user, filters, { status, current, size });
        return ok({ ...page, records: withAvailableSteps(user, page.records) });
      });
    },
  );

  app.get(
    '/dispatch/counts',
    { schema: { querystring: OrderFilters, response: { 200: Answer(StatusCounts) } }, config: { access: 'dispatch' } },
    async (request, reply) => {
      const user = requireUser(request);
      return app.orderReads.answer(request, reply, orderReadKey(request, user), async () => ok(await countOrders(app.db, user, request.query)));
    },
  );
}
