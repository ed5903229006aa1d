import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from '@portal/contract';
import { requireUser, type AuthUser } from '../../plugins/auth';
import { forbidden } from '../../http-error';
import { ok } from '../../http';
import { buildOrderWhere, iterateOrders, withStatus, type OrderFilters } from '../orders/order-query';
import type { SqlWhere } from '../../lib/query-sql';
import { visibleFeeKinds } from '../order-core/fees';
import { raiseObjection } from './settlement';
import { settlementExportColumns, settlementPage } from './settlement-repository';
import { confirmOrders } from '../order-flow/machine';
import { publishAll } from '../chat/im-publish';
import { STATUS_LABELS } from '../orders/order-export';
import { sendXlsx, type Cell } from '../../lib/xlsx';
import { registerRoute } from '../../register-route';

function settlementScope(user: AuthUser, q: { serviceNo?: string; status?: string }): SqlWhere {
  if (user.authority === 'technician') throw forbidden('settlementForbidden');
  return withStatus(
    buildOrderWhere(user, { serviceNo: q.serviceNo } as OrderFilters),
    q.status ?? 'pendingConfirmation',
  );
}

/** Settlement reconciliation: orders awaiting the customer's confirmation with their fees; confirm, object, export. */
export default async function settlement(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  registerRoute(app, routes.settlementPage, async (request) => {
    const user = requireUser(request);
    const { current, size } = request.query;
    return ok(
      await settlementPage(
        app.db,
        settlementScope(user, request.query),
        visibleFeeKinds(user.authority),
        current,
        size,
      ),
    );
  });

  registerRoute(app, routes.settlementConfirm, async (request) => {
    const confirmed = await confirmOrders(
      app.db,
      requireUser(request),
      request.body.ids,
      (event) => app.im.publish(event),
      request.lang,
    );
    return ok({ confirmed: confirmed.length, serviceNos: confirmed.map((r) => r.serviceNo) });
  });

  registerRoute(app, routes.settlementObjection, async (request) => {
    const events = await raiseObjection(app.db, requireUser(request), request.body.id, request.body.reason);
    await publishAll(
      (event) => app.im.publish(event),
      events,
      (error) => request.log.warn({ err: error }, 'IM publish failed'),
    );
    return ok(null);
  });

  registerRoute(app, routes.settlementExport, async (request, reply) => {
    const user = requireUser(request);
    const scope = settlementScope(user, request.query);
    const staff = user.authority === 'manager';
    const columns = settlementExportColumns(staff);
    const headers = [
      ['服务单号', 20],
      ['状态', 10],
      ['客户', 24],
      ['项目', 20],
      ['服务内容', 14],
      ['报修用户', 18],
      ['服务地址', 36],
      ['工程师', 10],
      ['完成时间', 20],
      ['结算时间', 20],
      ['确认时间', 20],
      ['收费明细', 40],
      ['收费合计', 12],
      ...(staff
        ? [
            ['支出明细', 40],
            ['支出合计', 12],
          ]
        : []),
    ] as Array<[string, number]>;
    async function* rows(): AsyncGenerator<Cell[][]> {
      let income = 0;
      let expense = 0;
      for await (const batch of iterateOrders<Record<string, string | number | null>>(
        app.db,
        scope,
        {},
        columns,
        1000,
      )) {
        yield batch.map((r) => {
          income += Number(r.incomeTotal);
          expense += Number(r.expenseTotal ?? 0);
          return [
            r.serviceNo,
            STATUS_LABELS[String(r.status)],
            r.customerName,
            r.projectName,
            r.serviceContent,
            r.repairUserName,
            r.repairUserAddress,
            r.engineerName,
            r.completionTime,
            r.settlementTime,
            r.confirmTime,
            r.incomeItems,
            r.incomeTotal,
            ...(staff ? [r.expenseItems, r.expenseTotal] : []),
          ];
        });
      }
      const round = (n: number) => Math.round(n * 100) / 100;
      yield [
        [
          '合计',
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          round(income),
          ...(staff ? [null, round(expense)] : []),
        ],
      ];
    }
    const file = {
      what: 'settlement',
      sheet: '结算对账',
      columns: headers.map(([header, width]) => ({ header, width })),
      asciiName: 'settlement',
      name: '结算对账',
    };
    return sendXlsx(request, reply, file, rows());
  });
}
