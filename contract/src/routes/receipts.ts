import type { receiptSchemas } from './receipts.schemas';
import { linkRoutes } from './route';

/** Receipts (photos and signatures) of an order, their templates and the missing-receipt note. */
export const receiptRoutes = linkRoutes<typeof receiptSchemas>()({
  receiptTemplates: { method: 'GET', url: '/api/customer/dispatch/receipt/template', access: 'user' },
  orderReceiptTemplates: {
    method: 'GET',
    url: '/api/dispatch/service/get/receipt/template/:id',
    access: 'user',
  },
  receiptThumbnails: {
    method: 'GET',
    url: '/api/sys/dispatch/receipt/template/receipts/thumbnail',
    access: 'user',
  },
  receiptAdd: { method: 'POST', url: '/api/dispatch/service/add/dispatchReceipt', access: 'user' },
  receiptDelete: { method: 'POST', url: '/api/dispatch/service/delete/dispatchReceipt/:id', access: 'user' },
  receiptWatermark: { method: 'POST', url: '/api/dispatch/service/add/watermark', access: 'user' },
  receiptTemplateChange: {
    method: 'POST',
    url: '/api/dispatch/service/batchUpdate/dispatchReceiptTemplateId',
    access: 'user',
  },
  lackReceipt: { method: 'GET', url: '/api/sys/dispatch/receipt/lackReceipt', access: 'user' },
  lackReceiptSave: { method: 'PUT', url: '/api/sys/dispatch/receipt/lackReceipt', access: 'user' },
  chatReceiptsSave: { method: 'POST', url: '/api/sys/im/batch/save/receipt', access: 'dispatch' },
});
