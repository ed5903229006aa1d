import { queryOne, type Queryable } from '../../db/database';
import type { AuthUser } from '../users/auth-user';
import { ConditionCompiler, compileOrder, selectList, type ModelDef, type OrderItem } from './model-query';
import { pageOf } from '../../lib/query-sql';

/** The most rows `get/all` and `get/selection/map` return. */
export const ALL_LIMIT = 1000;

export type Row = Record<string, unknown>;

/** What a generic read asks for: the model by name, its filter (`groups`: nested groups allowed) and its columns and order. */
export interface ModelRead {
  name: string;
  model: ModelDef;
  conditions?: unknown[];
  logic?: 'and' | 'or';
  groups: boolean;
  fields?: string[];
  orderBy?: OrderItem[];
}

function where(read: ModelRead, user: AuthUser) {
  const params: unknown[] = [];
  const scope = read.model.scope(user, params);
  const filter = new ConditionCompiler(read.name, read.model, params, read.groups).compile(
    read.conditions ?? [],
    read.logic ?? 'and',
  );
  return { where: `${scope} AND ${filter}`, params };
}

/** One page of the model's rows in the user's scope. */
export async function modelPage(
  db: Queryable,
  user: AuthUser,
  read: ModelRead,
  current: number,
  size: number,
) {
  const { name, model } = read;
  const select = selectList(name, model, read.fields);
  const order = compileOrder(name, model, read.orderBy);
  const w = where(read, user);
  const from = `${model.from} WHERE ${w.where}`;
  return pageOf<Row>(
    db,
    { count: from, select: `${select} FROM ${from}`, orderBy: order },
    w.params,
    current,
    size,
  );
}

/** The model's rows in the user's scope, at most `ALL_LIMIT`. */
export function modelRows(db: Queryable, user: AuthUser, read: ModelRead) {
  const select = selectList(read.name, read.model, read.fields);
  const order = compileOrder(read.name, read.model, read.orderBy);
  const w = where(read, user);
  return db.query<Row>(
    `SELECT ${select} FROM ${read.model.from} WHERE ${w.where} ORDER BY ${order} LIMIT ${ALL_LIMIT}`,
    w.params,
  );
}

/** `{ value, label }` of the model's rows in the user's scope (fields already checked), at most `ALL_LIMIT`. */
export function modelSelection(
  db: Queryable,
  user: AuthUser,
  read: ModelRead,
  valueField: string,
  labelField: string,
) {
  const { model } = read;
  const w = where(read, user);
  return db.query<{ value: unknown; label: unknown }>(
    `SELECT ${model.fields[valueField].column} AS value, ${model.fields[labelField].column} AS label FROM ${model.from}
      WHERE ${w.where} ORDER BY ${model.defaultOrder}, ${model.idColumn} DESC LIMIT ${ALL_LIMIT}`,
    w.params,
  );
}

/** One row of the model in the user's scope, or null. */
export function readModelRow(db: Queryable, model: ModelDef, select: string, user: AuthUser, id: number) {
  const params: unknown[] = [id];
  return queryOne<Row>(
    db,
    `SELECT ${select} FROM ${model.from} WHERE ${model.idColumn} = $1 AND ${model.scope(user, params)}`,
    params,
  );
}

// The generic writes over one table: the caller names the table and columns (from the registry, never
// from a request) and passes the values in the same order.

/** Inserts a row and returns its id. */
export async function insertModelRow(
  db: Queryable,
  table: string,
  columns: string[],
  values: unknown[],
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    values,
  );
  return rows[0].id;
}

/** Sets the columns of row `id`; false when there is no such row. */
export async function updateModelRow(
  db: Queryable,
  table: string,
  id: number,
  columns: string[],
  values: unknown[],
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE ${table} SET ${columns.map((column, i) => `${column} = $${i + 2}`).join(', ')} WHERE id = $1 RETURNING id`,
    [id, ...values],
  );
  return rows.length > 0;
}

export const modelRowExists = async (db: Queryable, table: string, id: number) =>
  (await db.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).length > 0;

/** Clears the row's flag column (a soft delete); false when there is no such row. */
export const softDeleteModelRow = async (db: Queryable, table: string, flagColumn: string, id: number) =>
  (await db.query(`UPDATE ${table} SET ${flagColumn} = false WHERE id = $1 RETURNING id`, [id])).length > 0;

/** Deletes the row; false when there was no such row. */
export const deleteModelRow = async (db: Queryable, table: string, id: number) =>
  (await db.query(`DELETE FROM ${table} WHERE id = $1 RETURNING id`, [id])).length > 0;
