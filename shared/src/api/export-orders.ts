import { downloadFile } from './download-file';

/** `GET /api/customer/order/export`: every order matching the query as an Excel workbook, saved. */
export function exportOrders(params: Record<string, string>): Promise<string> {
  return downloadFile('/customer/order/export', params, 'orders.xlsx');
}
