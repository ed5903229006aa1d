import { Type } from '@sinclair/typebox';
import { FINITE_KEYWORD } from './finite';

/** Largest magnitude of an amount (fees, ranges): far above any real figure, far below `numeric`'s limits. */
export const AMOUNT_LIMIT = 1e11;

/** A finite decimal amount; `Infinity`, `1e300` and 400-digit numbers are refused by the bounds. */
export const Amount = Type.Number({ minimum: -AMOUNT_LIMIT, maximum: AMOUNT_LIMIT, [FINITE_KEYWORD]: true });
