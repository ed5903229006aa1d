import {
  Kind,
  Type,
  TypeRegistry,
  type Static,
  type TBoolean,
  type TInteger,
  type TNull,
  type TNumber,
  type TSchema,
  type TString,
  type TUnion,
  type TUnsafe,
} from '@sinclair/typebox';

/*
 * Answer schemas in the shapes fast-json-stringify writes without trying alternatives: a union
 * (`anyOf`) makes it validate each branch in turn for every value, a type list or an enum does not.
 * Both kinds are registered with TypeBox, so its checks (tests) know them.
 */

type Scalar = TString | TInteger | TNumber | TBoolean;

const NULLABLE_SCALAR = 'PortalNullableScalar';
const STRING_ENUM = 'PortalStringEnum';

const isScalar = (type: string, value: unknown): boolean =>
  type === 'integer'
    ? Number.isInteger(value)
    : type === 'number'
      ? Number.isFinite(value)
      : typeof value === type;

interface ScalarBounds {
  type: [string, 'null'];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

/** The scalar's own bounds, as a validator reads them (string lengths in code points). */
function withinBounds(schema: ScalarBounds, value: unknown): boolean {
  if (typeof value === 'number')
    return !(value < (schema.minimum ?? -Infinity) || value > (schema.maximum ?? Infinity));
  if (typeof value !== 'string') return true;
  const length = [...value].length;
  if (length < (schema.minLength ?? 0) || length > (schema.maxLength ?? Infinity)) return false;
  return schema.pattern === undefined || new RegExp(schema.pattern, 'u').test(value);
}

if (!TypeRegistry.Has(NULLABLE_SCALAR)) {
  TypeRegistry.Set<ScalarBounds>(
    NULLABLE_SCALAR,
    (schema, value) => value === null || (isScalar(schema.type[0], value) && withinBounds(schema, value)),
  );
}
if (!TypeRegistry.Has(STRING_ENUM)) {
  TypeRegistry.Set<{ enum: string[] }>(
    STRING_ENUM,
    (schema, value) => typeof value === 'string' && schema.enum.includes(value),
  );
}

/** A string, number, integer or boolean, or null: `{ type: [type, 'null'] }` (its other keywords kept). */
export const NullableScalar = <T extends Scalar>(schema: T): TUnsafe<Static<T> | null> =>
  Type.Unsafe<Static<T> | null>({ ...schema, [Kind]: NULLABLE_SCALAR, type: [schema.type, 'null'] });

const SCALAR_KINDS = new Set(['String', 'Integer', 'Number', 'Boolean']);

/** A value or null: a scalar in the type-list shape, anything else as a union with null. */
export function Nullable<T extends Scalar>(schema: T): TUnsafe<Static<T> | null>;
export function Nullable<T extends TSchema>(schema: T): TUnion<[T, TNull]>;
export function Nullable(schema: TSchema): TSchema {
  return SCALAR_KINDS.has(schema[Kind])
    ? NullableScalar(schema as Scalar)
    : Type.Union([schema, Type.Null()]);
}

/** One of the given strings: `{ type: 'string', enum }`. */
export const StringEnum = <const T extends readonly string[]>(values: T): TUnsafe<T[number]> =>
  Type.Unsafe<T[number]>({ [Kind]: STRING_ENUM, type: 'string', enum: [...values] });
