import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './answer-types';

/** One stored fee row of an order, as the order and settlement reads answer it. */
export const OrderFee = Type.Object({
  id: Type.Integer(),
  serviceId: Type.Integer(),
  kind: Type.Union([Type.Literal('income'), Type.Literal('expense')]),
  sortId: Type.Integer(),
  feeIndex: Type.String(),
  endRange: Nullable(Type.Number()),
  amount: Type.Number(),
});
export type OrderFee = Static<typeof OrderFee>;

/** An order's fee totals; `expense` only for staff, who see both sides. */
export const OrderFeeTotals = Type.Object({ income: Type.Number(), expense: Type.Optional(Type.Number()) });
export type OrderFeeTotals = Static<typeof OrderFeeTotals>;
