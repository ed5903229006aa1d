import { queryOne, type Queryable, type QueryOptions } from '../db/database';

/** A SQL condition and the parameters its placeholders refer to. */
export interface SqlWhere {
  where: string;
  params: unknown[];
}

/** Adds a statement parameter and answers its placeholder: $1, $2… in the order they are added. */
export const param = (params: unknown[], value: unknown): string => `$${params.push(value)}`;

export const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern for `text` anywhere in the value, its % and _ taken literally. */
export const containing = (text: string): string => `%${escapeLike(text)}%`;

/**
 * The total of the rows a filter matches and one page of them (`current` from 1). `count` is the
 * FROM … WHERE … to count (often with fewer joins), `select` the columns FROM … WHERE … to read
 * (with `options`). `params` is left as it is.
 */
export async function pageOf<T>(
  db: Queryable,
  q: { count: string; select: string; orderBy: string },
  params: unknown[],
  current: number,
  size: number,
  options?: QueryOptions,
) {
  const total = await queryOne<{ n: number }>(db, `SELECT count(*)::int AS n FROM ${q.count}`, params);
  const page = [...params];
  const records = await db.query<T>(
    `SELECT ${q.select} ORDER BY ${q.orderBy} LIMIT ${param(page, size)} OFFSET ${param(page, (current - 1) * size)}`,
    page,
    options,
  );
  return { total: total?.n ?? 0, records };
}
