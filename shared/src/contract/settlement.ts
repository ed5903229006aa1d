import { Type, type Static } from '@sinclair/typebox';
import { OrderFee, OrderFeeTotals } from './order-fees';

const Text = Type.String();
const NullableText = Type.Union([Type.String(), Type.Null()]);

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
  engineerName: NullableText,
  completionTime: NullableText,
  settlementTime: NullableText,
  confirmTime: NullableText,
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
