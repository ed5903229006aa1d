import { Type, type Static } from '@sinclair/typebox';

/** The success envelope. */
export const ok = <T>(data: T) => ({ code: 0, msg: '', data });

export const PageQuery = Type.Object({
  current: Type.Integer({ minimum: 1, default: 1 }),
  size: Type.Integer({ minimum: 1, maximum: 500, default: 10 }),
});
export type PageQuery = Static<typeof PageQuery>;

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type IdParams = Static<typeof IdParams>;

/** A timestamp column as the portal shows it: yyyy-MM-dd HH:mm:ss in the server's time zone. */
export const ts = (column: string, alias: string) => `to_char(${column}, 'YYYY-MM-DD HH24:MI:SS') AS "${alias}"`;

/** Input time strings (yyyy-MM-dd HH:mm:ss or ISO). */
export const DateTimeString = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}([ T]\\d{2}:\\d{2}(:\\d{2})?(\\.\\d+)?(Z|[+-]\\d{2}:?\\d{2})?)?$',
  maxLength: 40,
});
