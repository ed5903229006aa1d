import { routes } from '@portal/contract';
import { downloadFile } from './download-file';

/** Every order matching the query as an Excel workbook, saved. */
export function exportOrders(params: Record<string, string>): Promise<string> {
  return downloadFile(routes.orderExport, { query: params }, 'orders.xlsx');
}
