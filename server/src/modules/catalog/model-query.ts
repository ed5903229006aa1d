import type { TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { ValueErrorType } from '@sinclair/typebox/errors';
import type { Queryable } from '../../db/database';
import { badRequest, HttpError } from '../../http-error';
import type { AuthUser } from '../users/auth-user';
import { isRealDateTime } from '@portal/contract';
import { param } from '../../lib/query-sql';

export type FieldType = 'int' | 'number' | 'text' | 'bool' | 'time' | 'textArray' | 'json';

export interface FieldDef {
  column: string;
  type: FieldType;
}

export interface ModelWriter {
  /** Who may write at all; row scope is enforced by the functions themselves. */
  who: 'manager' | 'scoped';
  createSchema?: TSchema;
  updateSchema?: TSchema;
  create?(db: Queryable, user: AuthUser, data: Record<string, unknown>): Promise<number>;
  update?(db: Queryable, user: AuthUser, id: number, data: Record<string, unknown>): Promise<void>;
  remove?(db: Queryable, user: AuthUser, id: number): Promise<void>;
}

export interface ModelDef {
  /** FROM clause; the model's own table is always aliased so that `idColumn` names its key. */
  from: string;
  idColumn: string;
  fields: Record<string, FieldDef>;
  defaultOrder: string;
  labelField: string;
  /** Read scope for the user (SQL condition, values pushed onto params). */
  scope(user: AuthUser, params: unknown[]): string;
  write?: ModelWriter;
}

export type Operator = 'eq' | 'ne' | 'like' | 'in' | 'gt' | 'gte' | 'lt' | 'lte' | 'isNull';

const OPS_BY_TYPE: Record<FieldType, Operator[]> = {
  int: ['eq', 'ne', 'in', 'gt', 'gte', 'lt', 'lte', 'isNull'],
  number: ['eq', 'ne', 'in', 'gt', 'gte', 'lt', 'lte', 'isNull'],
  text: ['eq', 'ne', 'like', 'in', 'isNull'],
  bool: ['eq', 'ne', 'isNull'],
  time: ['eq', 'gt', 'gte', 'lt', 'lte', 'isNull'],
  textArray: ['eq', 'isNull'],
  json: ['isNull'],
};

const CAST: Record<FieldType, string> = {
  int: 'bigint',
  number: 'numeric',
  text: 'text',
  bool: 'boolean',
  time: 'timestamptz',
  textArray: 'text',
  json: 'jsonb',
};

const SQL_OP: Record<string, string> = { eq: '=', ne: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };

export const MAX_CONDITIONS = 50;
export const MAX_DEPTH = 4;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function checkValue(type: FieldType, value: unknown): boolean {
  switch (type) {
    case 'int':
      return typeof value === 'number' && Number.isSafeInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'text':
    case 'textArray':
      return typeof value === 'string' && value.length <= 200;
    case 'bool':
      return typeof value === 'boolean';
    case 'time':
      return typeof value === 'string' && isRealDateTime(value);
    default:
      return false;
  }
}

/**
 * Compiles `conditions` (a list, AND-ed unless `logic` says otherwise; a node is either
 * `{field, op, value}` or `{logic: 'and'|'or', conditions: [...]}`) into SQL over the model's
 * whitelisted columns. Field names and operators only select from fixed tables; values only
 * ever travel as parameters.
 */
export class ConditionCompiler {
  private count = 0;

  constructor(
    private readonly modelName: string,
    private readonly model: ModelDef,
    private readonly params: unknown[],
    private readonly allowGroups: boolean,
  ) {}

  compile(nodes: unknown, logic: 'and' | 'or' = 'and', path = 'conditions', depth = 1): string {
    if (nodes === undefined || nodes === null) return 'TRUE';
    if (!Array.isArray(nodes)) throw badRequest('fieldType', { field: path });
    if (depth > MAX_DEPTH) throw badRequest('modelTooComplex');
    const parts = nodes.map((node, i) => this.node(node, `${path}.${i}`, depth));
    if (parts.length === 0) return 'TRUE';
    return `(${parts.join(logic === 'or' ? ' OR ' : ' AND ')})`;
  }

  private node(node: unknown, path: string, depth: number): string {
    if (!isObject(node)) throw badRequest('fieldType', { field: path });
    if (this.allowGroups && 'logic' in node) {
      if (node.logic !== 'and' && node.logic !== 'or')
        throw badRequest('fieldEnum', { field: `${path}.logic` });
      return this.compile(node.conditions, node.logic, `${path}.conditions`, depth + 1);
    }
    if (++this.count > MAX_CONDITIONS) throw badRequest('modelTooComplex');
    const { field, op, value } = node;
    if (typeof field !== 'string' || !field) throw badRequest('fieldRequired', { field: `${path}.field` });
    if (typeof op !== 'string' || !op) throw badRequest('fieldRequired', { field: `${path}.op` });
    const def = Object.hasOwn(this.model.fields, field) ? this.model.fields[field] : undefined;
    if (!def) throw badRequest('modelFieldUnknown', { model: this.modelName, field });
    if (!(OPS_BY_TYPE[def.type] as string[]).includes(op)) throw badRequest('modelOpUnknown', { field, op });
    const bad = () => badRequest('modelValueInvalid', { field });
    const push = (v: unknown) => param(this.params, v);
    switch (op as Operator) {
      case 'isNull': {
        if (value !== undefined && typeof value !== 'boolean') throw bad();
        return value === false ? `${def.column} IS NOT NULL` : `${def.column} IS NULL`;
      }
      case 'like': {
        if (!checkValue('text', value)) throw bad();
        return `${def.column} ILIKE ${push(`%${(value as string).replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`;
      }
      case 'in': {
        if (
          !Array.isArray(value) ||
          value.length === 0 ||
          value.length > 500 ||
          !value.every((v) => checkValue(def.type, v))
        )
          throw bad();
        return `${def.column} = ANY(${push(value)}::${CAST[def.type]}[])`;
      }
      default: {
        if (!checkValue(def.type, value)) throw bad();
        if (def.type === 'textArray') return `${push(value)}::text = ANY(${def.column})`;
        return `${def.column} ${SQL_OP[op]} ${push(value)}::${CAST[def.type]}`;
      }
    }
  }
}

export interface OrderItem {
  field: string;
  order?: string;
}

/** ORDER BY from whitelisted fields, always ending in the key so pages are stable. */
export function compileOrder(modelName: string, model: ModelDef, items: OrderItem[] | undefined): string {
  if (!items?.length) return `${model.defaultOrder}, ${model.idColumn} DESC`;
  const parts = items.map((item) => {
    const def = Object.hasOwn(model.fields, item.field) ? model.fields[item.field] : undefined;
    if (!def || def.type === 'json' || def.type === 'textArray')
      throw badRequest('modelFieldUnknown', { model: modelName, field: item.field });
    return `${def.column} ${item.order === 'asc' || item.order === 'ascend' ? 'ASC' : 'DESC'}`;
  });
  return `${parts.join(', ')}, ${model.idColumn} DESC`;
}

/** SELECT list of the requested (or all) fields, timestamps formatted as the portal shows them. */
export function selectList(modelName: string, model: ModelDef, fields: string[] | undefined): string {
  const names = fields?.length ? fields : Object.keys(model.fields);
  return names
    .map((name) => {
      const def = Object.hasOwn(model.fields, name) ? model.fields[name] : undefined;
      if (!def) throw badRequest('modelFieldUnknown', { model: modelName, field: name });
      return def.type === 'time'
        ? `to_char(${def.column}, 'YYYY-MM-DD HH24:MI:SS') AS "${name}"`
        : `${def.column} AS "${name}"`;
    })
    .join(', ');
}

const compiled = new WeakMap<TSchema, ReturnType<typeof TypeCompiler.Compile>>();

/** Validates write data against the model's schema; the first problem becomes a 400 naming `data.<field>`. */
export function validateData(modelName: string, schema: TSchema, data: unknown): Record<string, unknown> {
  let check = compiled.get(schema);
  if (!check) {
    check = TypeCompiler.Compile(schema);
    compiled.set(schema, check);
  }
  if (check.Check(data)) return data as Record<string, unknown>;
  const error = check.Errors(data).First()!;
  const field = ['data', ...error.path.split('/').filter(Boolean)].join('.');
  const limit =
    (error.schema as { maxLength?: number; minLength?: number; minimum?: number; maximum?: number }) ?? {};
  switch (error.type) {
    case ValueErrorType.ObjectRequiredProperty:
      throw badRequest('fieldRequired', { field });
    case ValueErrorType.ObjectAdditionalProperties:
      throw badRequest('modelFieldUnknown', {
        model: modelName,
        field: error.path.split('/').pop() ?? field,
      });
    case ValueErrorType.StringMaxLength:
      throw badRequest('fieldTooLong', { field, limit: limit.maxLength ?? '' });
    case ValueErrorType.StringMinLength:
      throw limit.minLength === 1
        ? badRequest('fieldRequired', { field })
        : badRequest('fieldTooShort', { field, limit: limit.minLength ?? '' });
    case ValueErrorType.StringPattern:
      throw badRequest('fieldPattern', { field });
    case ValueErrorType.NumberMinimum:
    case ValueErrorType.IntegerMinimum:
      throw badRequest('fieldMin', { field, limit: limit.minimum ?? '' });
    case ValueErrorType.NumberMaximum:
    case ValueErrorType.IntegerMaximum:
      throw badRequest('fieldMax', { field, limit: limit.maximum ?? '' });
    default:
      throw badRequest('fieldType', { field });
  }
}

/** Constraint violations from writes become 400s instead of server errors. */
export function mapWriteError(error: unknown, action: 'write' | 'delete'): never {
  if (error instanceof HttpError) throw error;
  const code = (error as { code?: string } | null)?.code;
  if (code === '23503') throw badRequest(action === 'delete' ? 'recordInUse' : 'badRequest');
  if (code === '23505') throw badRequest('recordExists');
  if (code?.startsWith('22')) throw badRequest('badRequest');
  throw error;
}
