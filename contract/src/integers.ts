import { Type, type IntegerOptions } from '@sinclair/typebox';
import { FINITE_KEYWORD } from './finite';

/** PostgreSQL's `integer` range: every id and count column the portal stores. */
export const INT32_MIN = -2147483648;
export const INT32_MAX = 2147483647;

/** An integer that fits an `integer` column; narrower bounds may be given, wider ones are clamped. */
export const Int32 = (options: IntegerOptions = {}) =>
  Type.Integer({
    ...options,
    [FINITE_KEYWORD]: true,
    minimum: Math.max(Number(options.minimum ?? INT32_MIN), INT32_MIN),
    maximum: Math.min(Number(options.maximum ?? INT32_MAX), INT32_MAX),
  });

/**
 * An integer for a `bigint` column (a `bigserial` id, a record cursor): bounded by what a JSON
 * number holds exactly, which `bigint` always fits. Narrower bounds may be given, wider ones are clamped.
 */
export const Int64 = (options: IntegerOptions = {}) =>
  Type.Integer({
    ...options,
    [FINITE_KEYWORD]: true,
    minimum: Math.max(Number(options.minimum ?? Number.MIN_SAFE_INTEGER), Number.MIN_SAFE_INTEGER),
    maximum: Math.min(Number(options.maximum ?? Number.MAX_SAFE_INTEGER), Number.MAX_SAFE_INTEGER),
  });

/** A row id: positive and within `integer`. */
export const Id = Int32({ minimum: 1 });
export const IdParams = Type.Object({ id: Id });
/** A `bigserial` row id that may outgrow `integer` (chat records). */
export const BigId = Int64({ minimum: 1 });

/** True for a value that is a valid row id. */
export function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= INT32_MAX;
}

/** An order named in the query: `?serviceId=`. */
export const ServiceQuery = Type.Object({ serviceId: Id });
