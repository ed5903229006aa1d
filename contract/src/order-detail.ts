import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from './answer-types';
import { STEP_NAMES } from './order-steps';
import { ServiceOrderRow } from './order-row';
import { OrderFee, OrderFeeTotals } from './order-fees';
import { TrackingRecord } from './tracking';
import { Receipt, ReceiptTemplate } from './receipts';
import { Accessory } from './accessories';

/** A file attached to an order when it was placed. */
export const OrderAttachment = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  originName: Type.String(),
  ext: Type.String(),
});

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

/** A tracking record as the customer's order details show it: some of TrackingRecord's fields, its type a plain string. */
export const OrderTrackingRecord = Type.Object({
  ...Type.Pick(TrackingRecord, [
    'id',
    'serviceId',
    'engineerId',
    'content',
    'contactTime',
    'creator',
    'isCustomerVisibility',
    'isEngineerVisible',
    'type',
    'createTime',
  ]).properties,
  type: Type.String(),
});

/** A receipt as the customer's order details show it: some of Receipt's fields, its origin a plain string. */
export const OrderReceipt = Type.Object({
  ...Type.Pick(Receipt, ['id', 'templateId', 'templateName', 'fileId', 'url', 'name', 'origin', 'createTime'])
    .properties,
  origin: Type.String(),
});

/**
 * `GET /api/customer/order/{id}`: an order with everything its details page shows, each part already
 * filtered for the user.
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
    accessories: Type.Array(Accessory),
    fees: Type.Union([Type.Object({ rows: Type.Array(OrderFee), totals: OrderFeeTotals }), Type.Null()]),
    availableSteps: Type.Array(StringEnum(STEP_NAMES)),
  }),
]);
export type OrderDetail = Static<typeof OrderDetail>;

/** The facts a dispatcher sees at the head of an order (the dispatch sub-pages, the chat's work-order panel). */
export type OrderHeading = Pick<
  OrderDetail,
  | 'id'
  | 'serviceNo'
  | 'status'
  | 'projectName'
  | 'repairUserName'
  | 'repairUserAddress'
  | 'contactName'
  | 'contactPhone'
  | 'engineerName'
  | 'appointmentTime'
>;

const Person = Type.Object({ id: Type.Integer(), name: Type.String(), phone: Nullable(Type.String()) });

/** `GET /api/dispatch/service/{id}/detail`: the staff view of one order. */
export const StaffOrderDetail = Type.Composite([
  Type.Omit(OrderDetail, ['timeline', 'trackingRecords', 'receipts', 'fees']),
  Type.Object({
    responsiblePerson: Nullable(Person),
    dispatcher: Nullable(Person),
    creator: Nullable(Type.Composite([Person, Type.Object({ telephone: Nullable(Type.String()) })])),
    parent: Nullable(Type.Object({ id: Type.Integer(), serviceNo: Type.String(), status: Type.String() })),
    timeline: Type.Array(
      Type.Composite([
        OrderTimelineEntry,
        Type.Object({ id: Type.Integer(), operatorId: Nullable(Type.Integer()) }),
      ]),
    ),
    trackingRecords: Type.Array(TrackingRecord),
    receipts: Type.Array(Receipt),
    receiptTemplates: Type.Array(ReceiptTemplate),
    children: Type.Array(
      Type.Object({
        id: Type.Integer(),
        serviceNo: Type.String(),
        status: Type.String(),
        engineerName: Nullable(Type.String()),
        createTime: Type.String(),
      }),
    ),
    calls: Type.Array(
      Type.Object({
        id: Type.Integer(),
        fromUser: Type.String(),
        toUser: Type.String(),
        provider: Type.String(),
        status: Type.String(),
        callerName: Nullable(Type.String()),
        createTime: Type.String(),
      }),
    ),
    fees: Type.Object({ rows: Type.Array(OrderFee), totals: OrderFeeTotals }),
    chatGroupId: Nullable(Type.Integer()),
    chatGroup: Nullable(
      Type.Object({
        id: Type.Integer(),
        channelId: Type.String(),
        name: Type.String(),
        members: Type.Array(
          Type.Object({
            userId: Type.Integer(),
            uid: Type.String(),
            name: Type.String(),
            type: Type.String(),
          }),
        ),
      }),
    ),
  }),
]);
export type StaffOrderDetail = Static<typeof StaffOrderDetail>;
