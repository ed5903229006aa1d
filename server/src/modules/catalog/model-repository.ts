import { queryOne, type Queryable } from '../../db/database';
import type { AuthUser } from '../users/auth-user';
import { ConditionCompiler, compileOrder, selectList, type ModelDef, type OrderItem } from './model-query';

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
  const filter = new ConditionCompiler(read.name, read.model, params, read.groups).compile(read.conditions ?? [], read.logic ?? 'and');
  return { where: `${scope} AND ${filter}`, params };
}

/** One page of the model's rows in the user's scope. */
export async function modelPage(db: Queryable, user: AuthUser, read: ModelRead, current: number, size: number) {
  const { name, model } = read;
  const select = selectList(name, model, read.fields);
  const order = compileOrder(name, model, read.orderBy);
  const w = where(read, user);
  const total = await queryOne<{ n: number }>(db, `SELECT count(*)::int AS n FROM ${model.from} WHERE ${w.where}`, w.params);
  const records = await db.query<Row>(
    `SELECT ${select} FROM ${model.from} WHERE ${w.where} ORDER BY ${order} LIMIT $${w.params.length + 1} OFFSET $${w.params.length + 2}`,
    [...w.params, size, (current - 1) * size],
  );
  return { total: total?.n ?? 0, records };
}

/** The model's rows in the user's scope, at most `ALL_LIMIT`. */
export function modelRows(db: Queryable, user: AuthUser, read: ModelRead) {
  const select = selectList(read.name, read.model, read.fields);
  const order = compileOrder(read.name, read.model, read.orderBy);
  const w = where(read, user);
  return db.query<Row>(`SELECT ${select} FROM ${read.model.from} WHERE ${w.where} ORDER BY ${order} LIMIT ${ALL_LIMIT}`, w.params);
}

/** `{ value, label }` of the model's rows in the user's scope (fields already checked), at most `ALL_LIMIT`. */
export function modelSelection(db: Queryable, user: AuthUser, read: ModelRead, valueField: string, labelField: string) {
  const { model } = read;
  const w = where(read, user);
  return db.query<{ value: unknown; label: unknown }>(
    `SELECT ${model.fields[valueField].column} AS value, ${model.fields[labelField].column} AS label FROM ${model.from}
      WHERE ${w.where} ORDER BY ${model.defaultOrder}, ${model.idColumn} DESC LIMIT ${ALL_LIMIT}`,
    w.params,
  );
}
