import type { accessorySchemas } from './accessories.schemas';
import { linkRoutes } from './route';

/** Accessories of an order (requested, sent, tracked), courier companies and waybill reading. */
export const accessoryRoutes = linkRoutes<typeof accessorySchemas>()({
  courierCompanies: { method: 'GET', url: '/api/sys/courier/company/list', access: 'user' },
  accessoryList: { method: 'GET', url: '/api/customer/dispatch/accessory/list', access: 'user' },
  accessoryRequest: { method: 'POST', url: '/api/customer/dispatch/accessory', access: 'user' },
  accessoryPage: { method: 'GET', url: '/api/customer/accessory/page', access: 'user' },
  accessory: { method: 'GET', url: '/api/customer/accessory/:id', access: 'user' },
  accessorySend: { method: 'POST', url: '/api/dispatch/accessory', access: 'dispatch' },
  accessoryUpdate: { method: 'PUT', url: '/api/customer/dispatch/accessory', access: 'dispatch' },
  accessoryDelete: { method: 'DELETE', url: '/api/customer/dispatch/accessory/:id', access: 'dispatch' },
  accessoryQuickInput: { method: 'GET', url: '/api/dispatch/accessory/quick/input', access: 'manager' },
  expressExtract: { method: 'POST', url: '/api/express/extract', access: 'user' },
  /** Takes a JSON body `{ fileId }` or a multipart image; the handler checks either (no body schema). */
  expressRecognize: { method: 'POST', url: '/api/express/recognize', access: 'user' },
  expressTrack: { method: 'GET', url: '/api/express/track/:accessoryId', access: 'user' },
});
