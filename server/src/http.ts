import type { Static } from '@sinclair/typebox';
import type { IdParams } from '@portal/contract';

export { Answer, DateTimeString, IdParams, Nullable, Page, PageQuery } from '@portal/contract';
export type IdParams = Static<typeof IdParams>;

/** The content type of every JSON answer, as Fastify sets it for serialised ones. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/** The success envelope. */
export const ok = <T>(data: T) => ({ code: 0, msg: '', data });

/** A timestamp column as the portal shows it: yyyy-MM-dd HH:mm:ss in the server's time zone. */
export const ts = (column: string, alias: string) =>
  `to_char(${column}, 'YYYY-MM-DD HH24:MI:SS') AS "${alias}"`;
