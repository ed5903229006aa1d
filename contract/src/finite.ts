/**
 * Schema keyword that refuses Infinity and NaN in a number field. JSON Schema bounds do not:
 * a validator may skip `minimum`/`maximum` for a non-finite number (Ajv does, after coercing the
 * query value "Infinity"). The server's validator implements it.
 */
export const FINITE_KEYWORD = 'finite';
