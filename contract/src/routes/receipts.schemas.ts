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
import type { RouteSchemas } from './route';

const WatermarkBody = Type.Object({ receiptId: Id });

/** The schemas of receiptRoutes (the server's side of the table), keyed as its routes. */
export const receiptSchemas = {
  receiptTemplates: { querystring: ServiceQuery, response: Type.Array(TemplateWithReceipts) },
  orderReceiptTemplates: { params: IdParams, response: Type.Array(ReceiptTemplate) },
  receiptThumbnails: { querystring: ServiceQuery, response: Type.Array(Receipt) },
  receiptAdd: { body: AddReceiptBody, response: Receipt },
  receiptDelete: { params: IdParams, response: Type.Null() },
  receiptWatermark: { body: WatermarkBody, response: Receipt },
  receiptTemplateChange: { body: BatchTemplateBody, response: BatchTemplateAnswer },
  lackReceipt: { querystring: ServiceQuery, response: LackReceipt },
  lackReceiptSave: { body: LackReceiptBody, response: LackReceipt },
  chatReceiptsSave: { body: ChatReceiptsBody, response: Type.Array(Receipt) },
} satisfies Record<string, RouteSchemas>;
