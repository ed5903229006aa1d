import { Type, type Static } from '@sinclair/typebox';

const Text = Type.String();
const NullableText = Type.Union([Type.String(), Type.Null()]);
const NullableId = Type.Union([Type.Integer(), Type.Null()]);

export const AccessoryLine = Type.Object({ id: Type.Integer(), name: Text, model: NullableText, quantity: Type.Integer() });
export type AccessoryLine = Static<typeof AccessoryLine>;

/** An accessory (part) shipment of an order, as every accessory call answers it. */
export const Accessory = Type.Object({
  id: Type.Integer(),
  serviceId: Type.Integer(),
  serviceNo: Text,
  projectName: Text,
  repairUserName: Text,
  customerId: Type.Integer(),
  courierCompanyId: NullableId,
  courierCompanyName: NullableText,
  courierCompanyCode: NullableText,
  courierNo: NullableText,
  status: Type.Union([Type.Literal('requested'), Type.Literal('sent'), Type.Literal('received')]),
  remark: NullableText,
  receiverId: NullableId,
  receiverName: NullableText,
  createdBy: NullableId,
  creatorName: NullableText,
  createTime: Text,
  sentTime: NullableText,
  lines: Type.Array(AccessoryLine),
});
export type Accessory = Static<typeof Accessory>;

/** A part name used before, with the model last used with it. */
export const QuickPart = Type.Object({ name: Text, model: NullableText });
export type QuickPart = Static<typeof QuickPart>;

export const CourierCompany = Type.Object({ id: Type.Integer(), name: Text, code: Text });
export type CourierCompany = Static<typeof CourierCompany>;

/** A courier number found in text or a picture, with the company it belongs to when known. */
export const ExtractedCourier = Type.Object({
  courierNo: Text,
  companyCode: NullableText,
  courierCompanyId: NullableId,
  courierCompanyName: NullableText,
});
export type ExtractedCourier = Static<typeof ExtractedCourier>;

/** `POST /api/express/extract` and `/api/express/recognize`: every number found, the first one flattened. */
export const CourierExtract = Type.Object({ numbers: Type.Array(ExtractedCourier), courierNo: NullableText, courierCompanyId: NullableId });
export type CourierExtract = Static<typeof CourierExtract>;

/** A shipment as its courier tracking sees it. */
export const CourierShipment = Type.Object({
  accessoryId: Type.Integer(),
  courierNo: NullableText,
  courierCompanyCode: NullableText,
  courierCompanyName: NullableText,
  status: Text,
  createTime: Text,
  sentTime: NullableText,
});
export type CourierShipment = Static<typeof CourierShipment>;

export const CourierEvent = Type.Object({ time: Text, status: Text, description: Text });
export type CourierEvent = Static<typeof CourierEvent>;

/** `GET /api/express/track/:accessoryId`: the shipment, where its events come from, and the events. */
export const CourierTrack = Type.Object({ ...CourierShipment.properties, provider: Text, events: Type.Array(CourierEvent) });
export type CourierTrack = Static<typeof CourierTrack>;
