import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CreateOrderBody, FLOW_STATUSES, OrderDetail, ServiceOrderRow, StatusCounts, TOTAL_TAB } from '@portal/shared/contract';
import { Type } from '@sinclair/typebox';
import { requireUser } from '../../plugins/auth';
import { Answer, IdParams, Page, PageQuery, ok } from '../../http';
import { OrderFilters, buildOrderWhere, countOrders, orderRowById, pageOrders, withStatus } from './order-query';
import { orderReadKey } from './order-read-cache';
import { createOrder } from './order-create';
import { loadOrderDetail } from './order-detail';
import { availableSteps } from '../order-flow/machine';
import { found } from '../../http-error';
import { ORDER_EXPORT_COLUMNS, orderExportRows } from './order-export';
import { sendXlsx } from '../../lib/xlsx';

const StatusParam = Type.Optional(Type.Union([...FLOW_STATUSES, TOTAL_TAB].map((s) => Type.Literal(s))));
const ListQuery = Type.Intersect([PageQuery, OrderFilters, Type.Object({ status: StatusParam })]);
const ExportQuery = Type.Intersect([OrderFilters, Type.Object({ status: StatusParam })]);

/** Service orders as customers (and everyone else, in their own scope) place, list, read and export them. */
export default async function orders(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/order',
    // The body's requestKey (older clients) stands for the Idempotency-Key header when that is absent.
    { schema: { body: CreateOrderBody, response: { 200: Answer(ServiceOrderRow) } }, config: { idempotencyBodyKey: 'requestKey' } },
    async (request) => {
      const id = await createOrder(app.db, requireUser(request), request.body);
      return ok(found(await orderRowById(app.db, id)));
    },
  );

  app.get(
    '/order/page',
    { schema: { querystring: ListQuery, response: { 200: Answer(Page(ServiceOrderRow)) } } },
    async (request, reply) => {
      const user = requireUser(request);
      const { current, size, status, ...filters } = request.query;
      return app.orderReads.answer(request, reply, orderReadKey(request, user), async () => ok(await pageOrders(app.db, user, filters, { status, current, size })));
    },
  );

  app.get('/order/counts', { schema: { querystring: OrderFilters, response: { 200: Answer(StatusCounts) } } }, async (request, reply) => {
    const user = requireUser(request);
    return app.orderReads.answer(request, reply, orderReadKey(request, user), async () => ok(await countOrders(app.db, user, request.query)));
  });

  app.get('/order/export', { schema: { querystring: ExportQuery } }, async (request, reply) => {
    const scope = withStatus(buildOrderWhere(requireUser(request), request.query), request.query.status);
    const file = { what: 'order', sheet: '工单', columns: ORDER_EXPORT_COLUMNS, asciiName: 'orders', name: '工单导出' };
    return sendXlsx(request, reply, file, orderExportRows(app.db, scope, request.query));
  });

  app.get(
    '/order/:id',
    { schema: { params: IdParams, response: { 200: Answer(OrderDetail) } }, config: { fileLinks: true } },
    async (request) => {
      const user = requireUser(request);
      const order = await loadOrderDetail(app.db, user, request.params.id);
      return ok({ ...order, availableSteps: availableSteps(user, order) });
    },
  );
}
