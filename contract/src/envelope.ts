import { Type, type TSchema } from '@sinclair/typebox';

/** The server's response envelope: `code` 0 means success. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** A page of rows as the server returns it. */
export interface Page<T> {
  total: number;
  records: T[];
}

/** The success envelope's schema (a route's 200 response), around `data`'s schema. */
export const Answer = <T extends TSchema>(data: T) =>
  Type.Object({ code: Type.Integer(), msg: Type.String(), data });

/** One page of rows: `{ total, records }`. */
export const Page = <T extends TSchema>(row: T) =>
  Type.Object({ total: Type.Integer(), records: Type.Array(row) });
