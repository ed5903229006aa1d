import { api } from '@portal/shared';
import type { QueryFilters } from '../utils/query-params';

/** The file name from Content-Disposition (RFC 5987 `filename*` first). */
export function fileNameOf(disposition: string | undefined, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1] : fallback;
}

/** `GET /api/customer/order/export?<filters>&sortBy&sortOrder`: an .xlsx of every matching order. */
export async function exportOrders(params: QueryFilters): Promise<{ blob: Blob; fileName: string }> {
  const response = await api.get<Blob>('/customer/order/export', { params, responseType: 'blob' });
  const disposition = response.headers['content-disposition'];
  return {
    blob: response.data,
    fileName: fileNameOf(typeof disposition === 'string' ? disposition : undefined, 'orders.xlsx'),
  };
}
