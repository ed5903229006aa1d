import type { settlementSchemas } from './settlement.schemas';
import { linkRoutes } from './route';

/** Settlement of finished orders: the list, its export, confirming and objecting. */
export const settlementRoutes = linkRoutes<typeof settlementSchemas>()({
  settlementPage: { method: 'GET', url: '/api/customer/settlement/page', access: 'user' },
  settlementConfirm: { method: 'POST', url: '/api/customer/settlement/confirm', access: 'user' },
  settlementObjection: { method: 'POST', url: '/api/customer/settlement/objection', access: 'user' },
  /** An .xlsx file. */
  settlementExport: { method: 'GET', url: '/api/customer/settlement/export', access: 'user' },
});
