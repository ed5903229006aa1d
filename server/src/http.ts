import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { IdParams, PageQuery } from '@portal/shared/contract';

export { DateTimeString, IdParams, Nullable, PageQuery } from '@portal/shared/contract';
export type PageQuery = Static<typeof PageQuery>;
export type IdParams = Static<typeof IdParams>;

/** The success envelope. */
export const ok = <T>(data: T) => ({ code: 0, msg: '', data });

/** A timestamp column as the portal shows it: yyyy-MM-dd HH:mm:ss in the server's time zone. */
export const ts = (column: string, alias: string) => `to_char(${column}, 'YYYY-MM-DD HH24:MI:SS') AS "${alias}"`;

/** The success envelope's schema (a route's 200 response), around `data`'s schema. */
export const Answer = <T extends TSchema>(data: T) => Type.Object({ code: Type.Integer(), msg: Type.String(), data });

/** One page of rows: `{ total, records }`. */
export const Page = <T extends TSchema>(row: T) => Type.Object({ total: Type.Integer(), records: Type.Array(row) });


