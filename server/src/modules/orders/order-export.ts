import type { Queryable } from '../../db/database';
import { ts } from '../../http';
import { iterateOrders, type OrderFilters } from './order-query';
import type { SqlWhere } from '../../lib/query-sql';
import type { Cell, SheetColumn } from '../../lib/xlsx';
import { STATUS_LABELS as LABELS_BY_LANG } from '@portal/contract';

/** Status labels of the export, the portal's own wording. */
export const STATUS_LABELS: Record<string, string> = LABELS_BY_LANG['zh-CN'];

const FIELDS: Array<[header: string, column: string, width: number]> = [
  ['服务单号', 'o.service_no', 20],
  ['状态', 'o.status', 10],
  ['客户', 'c.name', 24],
  ['项目', 'o.project_name', 20],
  ['服务内容', 'o.service_content', 14],
  ['报修用户', 'o.repair_user_name', 18],
  ['报修编号', 'o.repair_no', 12],
  ['服务地址', 'o.repair_user_address', 36],
  ['联系人', 'o.contact_name', 10],
  ['联系电话', 'o.contact_phone', 15],
  ['工程师', 'o.engineer_name', 10],
  ['工程师单位', 'o.engineer_company_name', 14],
  ['创建人', 'o.creator_name', 10],
  ['故障描述', 'o.fault_description', 40],
  ['预约时间', 'o.appointment_time', 20],
  ['创建时间', 'o.create_time', 20],
  ['派单时间', 'o.dispatch_time', 20],
  ['到达时间', 'o.arrive_time', 20],
  ['完成时间', 'o.completion_time', 20],
  ['验收时间', 'o.acceptance_time', 20],
  ['收入关单时间', 'o.income_time', 20],
];

export const ORDER_EXPORT_COLUMNS: SheetColumn[] = FIELDS.map(([header, , width]) => ({ header, width }));

const SELECT = FIELDS.map(([, column], i) =>
  column.endsWith('_time') ? ts(column, `f${i}`) : `${column} AS "f${i}"`,
).join(', ');

/** The export's rows in page order, batch by batch. */
export async function* orderExportRows(
  db: Queryable,
  scope: SqlWhere,
  filters: Pick<OrderFilters, 'sortBy' | 'sortOrder'>,
): AsyncGenerator<Cell[][]> {
  for await (const batch of iterateOrders<Record<string, string | null>>(db, scope, filters, SELECT, 1000)) {
    yield batch.map((row) =>
      FIELDS.map((_, i) => (i === 1 ? (STATUS_LABELS[row[`f${i}`] ?? ''] ?? row[`f${i}`]) : row[`f${i}`])),
    );
  }
}
