import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { queryOne } from '../../db/database';
import { requireUser } from '../../plugins/auth';
import { ORDER_ROW_COLUMNS, OrderFilters, buildOrderWhere, orderBy } from '../../domain/order-query';
import { ORDER_STATUSES, countByStatus } from '../../domain/order-counts';
import { PageQuery, ok } from '../../http';

const StatusParam = Type.Optional(Type.Union([...ORDER_STATUSES, 'total'].map((s) => Type.Literal(s))));
const ListQuery = Type.Intersect([PageQuery, OrderFilters, Type.Object({ status: StatusParam })]);
type ListQuery = Static<typeof ListQuery>;
const CountQuery = OrderFilters;

/** The dispatch station: every order (dispatch scope), its status tabs and their counts. */
export default async function dispatchStation(app: FastifyInstance) {
  app.get<{ Querystring: ListQuery }>(
    '/dispatch/page',
    { schema: { querystring: ListQuery }, config: { access: 'dispatch' } },
    async (request) => {
      const user = requireUser(request);
      const query = request.query as ListQuery & OrderFilters;
      const scope = buildOrderWhere(user, query);
      if (query.status && query.status !== 'total') {
        scope.params.push(query.status);
        scope.where += ` AND o.status = $${scope.params.length}`;
      } else {
        scope.where += ` AND o.status <> 'cancelled'`;
      }
      const total = await queryOne<{ n: number }>(
        app.db,
        `SELECT count(*)::int AS n FROM service_orders o WHERE ${scope.where}`,
        scope.params,
      );
      const records = await app.db.query(
        `SELECT ${ORDER_ROW_COLUMNS} FROM service_orders o JOIN customer_companies c ON c.id = o.customer_id
          WHERE ${scope.where} ORDER BY ${orderBy(query)}
          LIMIT $${scope.params.length + 1} OFFSET $${scope.params.length + 2}`,
        [...scope.params, query.size, (query.current - 1) * query.size],
      );
      return ok({ total: total?.n ?? 0, records });
    },
  );

  app.get<{ Querystring: Static<typeof CountQuery> }>(
    '/dispatch/counts',
    { schema: { querystring: CountQuery }, config: { access: 'dispatch' } },
    async (request) => ok(await countByStatus(app.db, buildOrderWhere(requireUser(request), request.query as OrderFilters))),
  );

  app.get<{ Querystring: Static<typeof CountQuery> }>(
    '/order/counts',
    { schema: { querystring: CountQuery } },
    async (request) => ok(await countByStatus(app.db, buildOrderWhere(requireUser(request), request.query as OrderFilters))),
  );
}
