import { Type } from '@sinclair/typebox';
import { Id, IdParams, ServiceQuery } from '../integers';
import {
  AddReceiptBody,
  BatchTemplateAnswer,
  BatchTemplateBody,
  ChatReceiptsBody,
  LackReceipt,
  LackReceiptBody,
  Receipt,
  ReceiptTemplate,
  TemplateWithReceipts,
} from '../receipts';
import { route } from './route';

const WatermarkBody = Type.Object({ receiptId: Id });

/** Receipts (photos and signatures) of an order, their templates and the missing-receipt note. */
export const receiptRoutes = {
  receiptTemplates: route({
    method: 'GET',
    url: '/api/customer/dispatch/receipt/template',
    access: 'user',
    querystring: ServiceQuery,
    response: Type.Array(TemplateWithReceipts),
  }),
  orderReceiptTemplates: route({
    method: 'GET',
    url: '/api/dispatch/service/get/receipt/template/:id',
    access: 'user',
    params: IdParams,
    response: Type.Array(ReceiptTemplate),
  }),
  receiptThumbnails: route({
    method: 'GET',
    url: '/api/sys/dispatch/receipt/template/receipts/thumbnail',
    access: 'user',
    querystring: ServiceQuery,
    response: Type.Array(Receipt),
  }),
  receiptAdd: route({
    method: 'POST',
    url: '/api/dispatch/service/add/dispatchReceipt',
    access: 'user',
    body: AddReceiptBody,
    response: Receipt,
  }),
  receiptDelete: route({
    method: 'POST',
    url: '/api/dispatch/service/delete/dispatchReceipt/:id',
    access: 'user',
    params: IdParams,
    response: Type.Null(),
  }),
  receiptWatermark: route({
    method: 'POST',
    url: '/api/dispatch/service/add/watermark',
    access: 'user',
    body: WatermarkBody,
    response: Receipt,
  }),
  receiptTemplateChange: route({
    method: 'POST',
    url: '/api/dispatch/service/batchUpdate/dispatchReceiptTemplateId',
    access: 'user',
    body: BatchTemplateBody,
    response: BatchTemplateAnswer,
  }),
  lackReceipt: route({
    method: 'GET',
    url: '/api/sys/dispatch/receipt/lackReceipt',
    access: 'user',
    querystring: ServiceQuery,
    response: LackReceipt,
  }),
  lackReceiptSave: route({
    method: 'PUT',
    url: '/api/sys/dispatch/receipt/lackReceipt',
    access: 'user',
    body: LackReceiptBody,
    response: LackReceipt,
  }),
  chatReceiptsSave: route({
    method: 'POST',
    url: '/api/sys/im/batch/save/receipt',
    access: 'dispatch',
    body: ChatReceiptsBody,
    response: Type.Array(Receipt),
  }),
};
