import { Type } from '@sinclair/typebox';

/**
 * A row id in a request: positive and within PostgreSQL's integer range, so that an oversized
 * number is a 400 naming the field rather than an out-of-range error from the database.
 */
export const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
export const IdParams = Type.Object({ id: Id });
