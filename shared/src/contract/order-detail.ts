import { Type, type Static } from '@sinclair/typebox';
import { NullableScalar as Nullable, StringEnum } from './answer-types';
import { ServiceOrderRow } from './order-row';

/** A file attached to an order when it was placed. */
export const OrderAttachment = Type.Object({ id: Type.Integer(), url: Type.String(), originName: Type.String(), ext: Type.String() });

export const OrderTimelineEntry = Type.Object({
  action: Type.String(),
  fromStatus: Nullable(Type.String()),
  toStatus: Type.String(),
  note: Nullable(Type.String()),
  operatorName: Type.String(),
  createTime: Type.String(),
});

export const OrderEngineer = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  phone: Nullable(Type.String()),
  telephone: Nullable(Type.String()),
  avatar: Nullable(Type.String()),
  companyName: Nullable(Type.String()),
});

export const OrderTrackingRecord = Type.Object({
  id: Type.Integer(),
  serviceId: Type.Integer(),
  engineerId: Nullable(Type.Integer()),
  content: Type.String(),
  contactTime: Type.String(),
  creator: Type.String(),
  isCustomerVisibility: Type.Boolean(),
  isEngineerVisible: Type.Boolean(),
  type: Type.String(),
  createTime: Type.String(),
});

export const OrderReceipt = Type.Object({
  id: Type.Integer(),
  templateId: Nullable(Type.Integer()),
  templateName: Nullable(Type.String()),
  fileId: Nullable(Type.Integer()),
  url: Type.String(),
  name: Type.String(),
  origin: Type.String(),
  createTime: Type.String(),
});

export const OrderFeeRow = Type.Object({
  id: Type.Integer(),
  serviceId: Type.Integer(),
  kind: StringEnum(['income', 'expense']),
  sortId: Type.Integer(),
  feeIndex: Type.String(),
  endRange: Nullable(Type.Number()),
  amount: Type.Number(),
});

/**
 * `GET /api/customer/order/{id}`: an order with everything its details page shows, each part already
 * filtered for the user. Accessory shipments keep the accessory module's row (written as they are).
 */
export const OrderDetail = Type.Composite([
  ServiceOrderRow,
  Type.Object({
    regionCodes: Type.Array(Type.String()),
    attachments: Type.Array(OrderAttachment),
    firstTrain: Nullable(Type.String()),
    lackReceipt: Nullable(Type.String()),
    isLackReceipt: Type.Boolean(),
    cancelReason: Nullable(Type.String()),
    responsiblePersonId: Nullable(Type.Integer()),
    dispatcherId: Nullable(Type.Integer()),
    creatorId: Nullable(Type.Integer()),
    expensesTime: Nullable(Type.String()),
    settlementTime: Nullable(Type.String()),
    confirmTime: Nullable(Type.String()),
    updateTime: Type.String(),
    version: Type.Integer(),
    engineer: Type.Union([OrderEngineer, Type.Null()]),
    timeline: Type.Array(OrderTimelineEntry),
    trackingRecords: Type.Array(OrderTrackingRecord),
    receipts: Type.Array(OrderReceipt),
    accessories: Type.Array(Type.Unknown()),
    fees: Type.Union([
      Type.Object({
        rows: Type.Array(OrderFeeRow),
        totals: Type.Object({ income: Type.Number(), expense: Type.Optional(Type.Number()) }),
      }),
      Type.Null(),
    ]),
    availableSteps: Type.Array(Type.String()),
  }),
]);
export type OrderDetail = Static<typeof OrderDetail>;
