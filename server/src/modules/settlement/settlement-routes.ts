import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { queryOne } from '../../db/database';
import { requireUser, type AuthUser } from '../../plugins/auth';
import { forbidden } from '../../http-error';
import { PageQuery, ok, ts } from '../../http';
import { buildOrderWhere, iterateOrders, orderBy, withStatus, type OrderFilters, type SqlWhere } from '../orders/order-query';
import { loadFees, visibleFeeKinds } from './fees';
import { raiseObjection } from './settlement';
import { confirmOrders, publishAll } from '../order-flow/machine';
import { STATUS_LABELS, stamp } from '../orders/order-export';
import { XLSX_TYPE, attachmentHeader, primed, xlsxStream, type Cell } from '../../lib/xlsx';
import { Id } from '../../lib/ids';

const Filters = {
  serviceNo: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(Type.Union([Type.Literal('pendingConfirmation'), Type.Literal('confirmed')])),
};
const PageQ = Type.Intersect([PageQuery, Type.Object(Filters)]);
const ExportQ = Type.Object(Filters);
const ConfirmBody = Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: 200 }) });
const ObjectionBody = Type.Object({ id: Id, reason: Type.String({ minLength: 1, maxLength: 500 }) });

const COLUMNS = `o.id, o.service_no AS "serviceNo", o.status, c.name AS "customerName", o.project_name AS "projectName",
  o.service_content AS "serviceContent", o.repair_user_name AS "repairUserName", o.repair_user_address AS "repairUserAddress",
  o.engineer_name AS "engineerName", ${ts('o.completion_time', 'completionTime')}, ${ts('o.settlement_time', 'settlementTime')},
  ${ts('o.confirm_time', 'confirmTime')}`;

function settlementScope(user: AuthUser, q: { serviceNo?: string; status?: string }): SqlWhere {
  if (user.authority === 'technician') throw forbidden('settlementForbidden');
  return withStatus(buildOrderWhere(user, { serviceNo: q.serviceNo } as OrderFilters), q.status ?? 'pendingConfirmation');
}

/** Settlement reconciliation: orders awaiting the customer's confirmation with their fees; confirm, object, export. */
export default async function settlement(app: FastifyInstance) {
  app.get<{ Querystring: Static<typeof PageQ> }>('/settlement/page', { schema: { querystring: PageQ } }, async (request) => {
    const user = requireUser(request);
    const q = request.query;
    const scope = settlementScope(user, q);
    const kinds = visibleFeeKinds(user.authority);
    const total = await queryOne<{ n: number }>(app.db, `SELECT count(*)::int AS n FROM service_orders o WHERE ${scope.where}`, scope.params);
    const records = await app.db.query<{ id: number }>(
      `SELECT ${COLUMNS} FROM service_orders o JOIN customer_companies c ON c.id = o.customer_id
        WHERE ${scope.where} ORDER BY ${orderBy({})} LIMIT $${scope.params.length + 1} OFFSET $${scope.params.length + 2}`,
      [...scope.params, q.size, (q.current - 1) * q.size],
    );
    const fees = await loadFees(app.db, records.map((r) => Number(r.id)), kinds);
    const sums = await app.db.query<{ kind: 'income' | 'expense'; amount: number }>(
      `SELECT f.kind, coalesce(sum(f.amount), 0)::float8 AS amount FROM fee_rows f JOIN service_orders o ON o.id = f.service_id
        WHERE ${scope.where} AND f.kind = ANY($${scope.params.length + 1}::text[]) GROUP BY f.kind`,
      [...scope.params, kinds],
    );
    const grandTotal: Record<string, number> = Object.fromEntries(kinds.map((k) => [k, 0]));
    for (const s of sums) grandTotal[s.kind] = s.amount;
    return ok({
      total: total?.n ?? 0,
      records: records.map((r) => ({ ...r, fees: fees.get(Number(r.id))!.rows, totals: fees.get(Number(r.id))!.totals })),
      grandTotal,
    });
  });

  app.post<{ Body: Static<typeof ConfirmBody> }>('/settlement/confirm', { schema: { body: ConfirmBody } }, async (request) => {
    const confirmed = await confirmOrders(app.db, requireUser(request), request.body.ids, (event) => app.im.publish(event), request.lang);
    return ok({ confirmed: confirmed.length, serviceNos: confirmed.map((r) => r.serviceNo) });
  });

  app.post<{ Body: Static<typeof ObjectionBody> }>('/settlement/objection', { schema: { body: ObjectionBody } }, async (request) => {
    const events = await raiseObjection(app.db, requireUser(request), request.body.id, request.body.reason);
    await publishAll((event) => app.im.publish(event), events, (error) => request.log.warn({ err: error }, 'IM publish failed'));
    return ok(null);
  });

  app.get<{ Querystring: Static<typeof ExportQ> }>('/settlement/export', { schema: { querystring: ExportQ } }, async (request, reply) => {
    const user = requireUser(request);
    const scope = settlementScope(user, request.query);
    const staff = user.authority === 'manager';
    const feeList = (kind: string) =>
      `(SELECT string_agg(f.fee_index || ' ' || to_char(f.amount, 'FM9999999999990.00'), '；' ORDER BY f.sort_id, f.id)
          FROM fee_rows f WHERE f.service_id = o.id AND f.kind = '${kind}')`;
    const feeSum = (kind: string) => `(SELECT coalesce(sum(f.amount), 0)::float8 FROM fee_rows f WHERE f.service_id = o.id AND f.kind = '${kind}')`;
    const columns = `${COLUMNS}, ${feeList('income')} AS "incomeItems", ${feeSum('income')} AS "incomeTotal"${
      staff ? `, ${feeList('expense')} AS "expenseItems", ${feeSum('expense')} AS "expenseTotal"` : ''
    }`;
    const headers = [
      ['服务单号', 20], ['状态', 10], ['客户', 24], ['项目', 20], ['服务内容', 14], ['报修用户', 18], ['服务地址', 36],
      ['工程师', 10], ['完成时间', 20], ['结算时间', 20], ['确认时间', 20], ['收费明细', 40], ['收费合计', 12],
      ...(staff ? [['支出明细', 40], ['支出合计', 12]] : []),
    ] as Array<[string, number]>;
    async function* rows(): AsyncGenerator<Cell[][]> {
      let income = 0;
      let expense = 0;
      for await (const batch of iterateOrders<Record<string, string | number | null>>(app.db, scope, {}, columns, 1000)) {
        yield batch.map((r) => {
          income += Number(r.incomeTotal);
          expense += Number(r.expenseTotal ?? 0);
          return [r.serviceNo, STATUS_LABELS[String(r.status)], r.customerName, r.projectName, r.serviceContent, r.repairUserName,
            r.repairUserAddress, r.engineerName, r.completionTime, r.settlementTime, r.confirmTime, r.incomeItems, r.incomeTotal,
            ...(staff ? [r.expenseItems, r.expenseTotal] : [])];
        });
      }
      const round = (n: number) => Math.round(n * 100) / 100;
      yield [['合计', null, null, null, null, null, null, null, null, null, null, null, round(income), ...(staff ? [null, round(expense)] : [])]];
    }
    const name = stamp();
    const stream = xlsxStream('结算对账', headers.map(([header, width]) => ({ header, width })), await primed(rows()));
    stream.on('error', (error) => request.log.error({ err: error }, 'settlement export failed'));
    return reply
      .header('Content-Type', XLSX_TYPE)
      .header('Content-Disposition', attachmentHeader(`settlement-${name}.xlsx`, `结算对账-${name}.xlsx`))
      .header('Cache-Control', 'no-store')
      .send(stream);
  });
}
