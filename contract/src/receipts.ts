import { Type, type Static } from '@sinclair/typebox';
import { Text as BoundedText } from './strings';
import { LACK_RECEIPT_MAX_LENGTH } from './field-limits';
import { Nullable } from './answer-types';
import { Id } from './integers';

const Text = Type.String();
const Origin = Type.Union([Type.Literal('easemob'), Type.Literal('sys'), Type.Literal('other')]);

/** A receipt (acceptance document) of an order, with its template's name and visibility. */
export const Receipt = Type.Object({
  id: Type.Integer(),
  serviceId: Type.Integer(),
  templateId: Nullable(Type.Integer()),
  templateName: Nullable(Type.String()),
  fileId: Nullable(Type.Integer()),
  url: Text,
  thumbnailUrl: Text,
  name: Text,
  origin: Origin,
  msgId: Nullable(Type.String()),
  isWatermarked: Type.Boolean(),
  isCustomerVisible: Type.Boolean(),
  isEngineerVisible: Type.Boolean(),
  createdBy: Nullable(Type.Integer()),
  createTime: Text,
});
export type Receipt = Static<typeof Receipt>;

/** An acceptance template of a service content. */
export const ReceiptTemplate = Type.Object({
  id: Type.Integer(),
  name: Text,
  isCustomerVisible: Type.Boolean(),
  isEngineerVisible: Type.Boolean(),
  sort: Type.Integer(),
});
export type ReceiptTemplate = Static<typeof ReceiptTemplate>;

/** A receipt as its template lists it. */
export const TemplateReceipt = Type.Pick(Receipt, [
  'id',
  'fileId',
  'url',
  'name',
  'origin',
  'isWatermarked',
  'createTime',
]);
export type TemplateReceipt = Static<typeof TemplateReceipt>;

/** `GET /api/customer/dispatch/receipt/template`: each template with the order's receipts filed under it. */
export const TemplateWithReceipts = Type.Object({
  ...ReceiptTemplate.properties,
  receipts: Type.Array(TemplateReceipt),
});
export type TemplateWithReceipts = Static<typeof TemplateWithReceipts>;

/** The order's note of the acceptance documents it lacks. */
export const LackReceipt = Type.Object({
  serviceId: Type.Integer(),
  lackReceipt: Nullable(Type.String()),
  isLackReceipt: Type.Boolean(),
});
export type LackReceipt = Static<typeof LackReceipt>;

/** `POST /api/dispatch/service/add/dispatchReceipt`: an uploaded file filed under a template. */
export const AddReceiptBody = Type.Object({ serviceId: Id, templateId: Id, fileId: Id });
export type AddReceiptBody = Static<typeof AddReceiptBody>;

/** `PUT /api/sys/dispatch/receipt/lackReceipt`. */
export const LackReceiptBody = Type.Object({
  serviceId: Id,
  lackReceipt: Type.Optional(Type.Union([BoundedText(LACK_RECEIPT_MAX_LENGTH), Type.Null()])),
});
export type LackReceiptBody = Static<typeof LackReceiptBody>;

/** A chat image or file to keep as a receipt of the order under a template. */
export const ChatReceipt = Type.Object({
  id: Type.Optional(Nullable(Id)),
  name: BoundedText(200, { minLength: 1 }),
  origin: Origin,
  msgId: BoundedText(100, { minLength: 1 }),
  url: BoundedText(1000, { minLength: 1 }),
  templateId: Id,
});
export type ChatReceipt = Static<typeof ChatReceipt>;

/** `POST /api/sys/im/batch/save/receipt`. */
export const ChatReceiptsBody = Type.Object({
  receipts: Type.Array(ChatReceipt, { minItems: 1, maxItems: 100 }),
});
export type ChatReceiptsBody = Static<typeof ChatReceiptsBody>;

/** Moves the receipts of up to 200 orders to another template. */
export const BatchTemplateBody = Type.Object({
  ids: Type.Array(Id, { minItems: 1, maxItems: 200 }),
  templateId: Id,
});
export type BatchTemplateBody = Static<typeof BatchTemplateBody>;

/** The answer of setting the template of several orders at once: how many were changed. */
export const BatchTemplateAnswer = Type.Object({ updated: Type.Integer() });
export type BatchTemplateAnswer = Static<typeof BatchTemplateAnswer>;
