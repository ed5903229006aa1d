import { Type, type Static } from '@sinclair/typebox';
import { Text as BoundedText } from './strings';
import { Nullable } from './answer-types';
import { PageQuery } from './paging';
import { OrderFee, OrderFeeTotals } from './order-fees';

const Text = Type.String();

export const SettlementStatus = Type.Union([Type.Literal('pendingConfirmation'), Type.Literal('confirmed')]);
export type SettlementStatus = Static<typeof SettlementStatus>;

/** An order in settlement with its fee rows (customers see what they pay: the income side). */
export const SettlementRow = Type.Object({
  id: Type.Integer(),
  serviceNo: Text,
  status: Text,
  customerName: Text,
  projectName: Text,
  serviceContent: Text,
  repairUserName: Text,
  repairUserAddress: Text,
  engineerName: Nullable(Type.String()),
  completionTime: Nullable(Type.String()),
  settlementTime: Nullable(Type.String()),
  confirmTime: Nullable(Type.String()),
  fees: Type.Array(OrderFee),
  totals: OrderFeeTotals,
});
export type SettlementRow = Static<typeof SettlementRow>;

/** `GET /api/customer/settlement/page`; `grandTotal` sums every matching order, not only this page. */
export const SettlementPage = Type.Object({
  total: Type.Integer(),
  records: Type.Array(SettlementRow),
  grandTotal: OrderFeeTotals,
});
export type SettlementPage = Static<typeof SettlementPage>;

/** `POST /api/customer/settlement/confirm`. */
export const SettlementConfirmed = Type.Object({ confirmed: Type.Integer(), serviceNos: Type.Array(Text) });
export type SettlementConfirmed = Static<typeof SettlementConfirmed>;

/** The filters of `GET /api/customer/settlement/page` and `/export` (no status: pendingConfirmation). */
export const SettlementFilters = Type.Object({
  serviceNo: Type.Optional(BoundedText(100)),
  status: Type.Optional(SettlementStatus),
});
export type SettlementFilters = Static<typeof SettlementFilters>;
export const SettlementPageQuery = Type.Intersect([PageQuery, SettlementFilters]);
export type SettlementPageQuery = Static<typeof SettlementPageQuery>;
