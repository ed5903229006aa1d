import { Type, type Static } from '@sinclair/typebox';
import { Text as BoundedText } from './strings';
import { ACCESSORY_LIMITS } from './field-limits';
import { Nullable } from './answer-types';
import { DateTimeString } from './dates';
import { Id, Int32 } from './integers';
import { PageQuery } from './paging';

const Text = Type.String();

export const AccessoryLine = Type.Object({
  id: Type.Integer(),
  name: Text,
  model: Nullable(Type.String()),
  quantity: Type.Integer(),
});
export type AccessoryLine = Static<typeof AccessoryLine>;

/** An accessory (part) shipment of an order, as every accessory call answers it. */
export const Accessory = Type.Object({
  id: Type.Integer(),
  serviceId: Type.Integer(),
  serviceNo: Text,
  projectName: Text,
  repairUserName: Text,
  customerId: Type.Integer(),
  courierCompanyId: Nullable(Id),
  courierCompanyName: Nullable(Type.String()),
  courierCompanyCode: Nullable(Type.String()),
  courierNo: Nullable(Type.String()),
  status: Type.Union([Type.Literal('requested'), Type.Literal('sent'), Type.Literal('received')]),
  remark: Nullable(Type.String()),
  receiverId: Nullable(Id),
  receiverName: Nullable(Type.String()),
  createdBy: Nullable(Type.Integer()),
  creatorName: Nullable(Type.String()),
  createTime: Text,
  sentTime: Nullable(Type.String()),
  lines: Type.Array(AccessoryLine),
});
export type Accessory = Static<typeof Accessory>;

/** A part name used before, with the model last used with it. */
export const QuickPart = Type.Object({ name: Text, model: Nullable(Type.String()) });
export type QuickPart = Static<typeof QuickPart>;

export const CourierCompany = Type.Object({ id: Type.Integer(), name: Text, code: Text });
export type CourierCompany = Static<typeof CourierCompany>;

/** A courier number found in text or a picture, with the company it belongs to when known. */
export const ExtractedCourier = Type.Object({
  courierNo: Text,
  companyCode: Nullable(Type.String()),
  courierCompanyId: Nullable(Id),
  courierCompanyName: Nullable(Type.String()),
});
export type ExtractedCourier = Static<typeof ExtractedCourier>;

/** `POST /api/express/extract` and `/api/express/recognize`: every number found, the first one flattened. */
export const CourierExtract = Type.Object({
  numbers: Type.Array(ExtractedCourier),
  courierNo: Nullable(Type.String()),
  courierCompanyId: Nullable(Type.Integer()),
});
export type CourierExtract = Static<typeof CourierExtract>;

/** A shipment as its courier tracking sees it. */
export const CourierShipment = Type.Object({
  accessoryId: Type.Integer(),
  courierNo: Nullable(Type.String()),
  courierCompanyCode: Nullable(Type.String()),
  courierCompanyName: Nullable(Type.String()),
  status: Text,
  createTime: Text,
  sentTime: Nullable(Type.String()),
});
export type CourierShipment = Static<typeof CourierShipment>;

export const CourierEvent = Type.Object({ time: Text, status: Text, description: Text });
export type CourierEvent = Static<typeof CourierEvent>;

/** `GET /api/express/track/:accessoryId`: the shipment, where its events come from, and the events. */
export const CourierTrack = Type.Object({
  ...CourierShipment.properties,
  provider: Text,
  events: Type.Array(CourierEvent),
});
export type CourierTrack = Static<typeof CourierTrack>;

/** A part as a shipment's form sends it. */
export const AccessoryLineInput = Type.Object({
  name: BoundedText(ACCESSORY_LIMITS.lineName, { minLength: 1 }),
  model: Type.Optional(Type.Union([BoundedText(ACCESSORY_LIMITS.lineModel), Type.Null()])),
  quantity: Int32({ minimum: 1, maximum: ACCESSORY_LIMITS.quantity }),
});
export type AccessoryLineInput = Static<typeof AccessoryLineInput>;

/** What the customer's request and the dispatcher's shipment both send. */
export const AccessoryFields = {
  lines: Type.Array(AccessoryLineInput, { minItems: 1, maxItems: ACCESSORY_LIMITS.lines }),
  remark: Type.Optional(Type.Union([BoundedText(ACCESSORY_LIMITS.remark), Type.Null()])),
  courierCompanyId: Type.Optional(Nullable(Id)),
  courierNo: Type.Optional(
    Type.Union([
      Type.String({ maxLength: ACCESSORY_LIMITS.courierNo, pattern: '^[A-Za-z0-9-]*$' }),
      Type.Null(),
    ]),
  ),
};
const StaffFields = { ...AccessoryFields, receiverId: Type.Optional(Nullable(Id)) };

/** `POST /api/customer/dispatch/accessory`: the customer asks for parts. */
export const AccessoryRequestBody = Type.Object({ serviceId: Id, ...AccessoryFields });
export type AccessoryRequestBody = Static<typeof AccessoryRequestBody>;

/** `POST /api/dispatch/accessory`: the dispatcher sends parts to a receiver. */
export const AccessorySendBody = Type.Object({ serviceId: Id, ...StaffFields });
export type AccessorySendBody = Static<typeof AccessorySendBody>;

/** `PUT /api/customer/dispatch/accessory`: a shipment changed (lines only when given). */
export const AccessoryUpdateBody = Type.Object({
  id: Id,
  ...StaffFields,
  lines: Type.Optional(AccessoryFields.lines),
});
export type AccessoryUpdateBody = Static<typeof AccessoryUpdateBody>;

/** `GET /api/customer/accessory/page`: times are 'YYYY-MM-DD[ HH:mm:ss]' on the shipment's creation. */
export const AccessoryPageQuery = Type.Intersect([
  PageQuery,
  Type.Object({
    serviceNo: Type.Optional(BoundedText(100)),
    courierCompanyId: Type.Optional(Id),
    courierNo: Type.Optional(BoundedText(100)),
    startTime: Type.Optional(DateTimeString),
    endTime: Type.Optional(DateTimeString),
  }),
]);
export type AccessoryPageQuery = Static<typeof AccessoryPageQuery>;
