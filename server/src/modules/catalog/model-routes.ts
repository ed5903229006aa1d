import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { PageQuery } from '@portal/shared/contract';
import { queryOne } from '../../db/database';
import { requireUser, type AuthUser } from '../../plugins/auth';
import { badRequest } from '../../http-error';
import { ok } from '../../http';
import { ConditionCompiler, compileOrder, selectList, validateData, type ModelDef } from './model-query';
import { MODELS, readOne, writerFor } from './model-registry';
import { Id } from '../../lib/ids';

const ModelName = Type.String({ minLength: 1, maxLength: 64 });
const Condition = Type.Object({ field: Type.String({ maxLength: 64 }), op: Type.String({ maxLength: 16 }), value: Type.Optional(Type.Unknown()) });
const OrderItem = Type.Object({ field: Type.String({ maxLength: 64 }), order: Type.Optional(Type.String({ maxLength: 8 })) });
const Fields = Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 50 }));
const Logic = Type.Optional(Type.Union([Type.Literal('and'), Type.Literal('or')]));

const Query = {
  model: ModelName,
  fields: Fields,
  orderBy: Type.Optional(Type.Array(OrderItem, { maxItems: 5 })),
};
const PageBody = Type.Object({
  ...Query,
  conditions: Type.Optional(Type.Array(Condition, { maxItems: 50 })),
  ...PageQuery.properties,
});
// Nested groups are checked node by node (ConditionCompiler) rather than by a recursive schema.
const HighBody = Type.Object({
  ...Query,
  logic: Logic,
  conditions: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 50 })),
  ...PageQuery.properties,
});
const AllBody = Type.Object({ ...Query, logic: Logic, conditions: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 50 })) });
const SelectionBody = Type.Object({
  model: ModelName,
  logic: Logic,
  conditions: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 50 })),
  labelField: Type.Optional(Type.String({ maxLength: 64 })),
  valueField: Type.Optional(Type.String({ maxLength: 64 })),
});
const AddBody = Type.Object({ model: ModelName, data: Type.Record(Type.String(), Type.Unknown()) });
const UpdateBody = Type.Object({ model: ModelName, id: Id, data: Type.Record(Type.String(), Type.Unknown()) });
const DeleteBody = Type.Object({ model: ModelName, id: Id });

/** The most rows `get/all` and `get/selection/map` return. */
export const ALL_LIMIT = 1000;

function modelOf(name: string): ModelDef {
  const model = Object.hasOwn(MODELS, name) ? MODELS[name] : undefined;
  if (!model) throw badRequest('modelUnknown', { model: name });
  return model;
}

function where(name: string, model: ModelDef, user: AuthUser, conditions: unknown, logic: 'and' | 'or' | undefined, groups: boolean) {
  const params: unknown[] = [];
  const scope = model.scope(user, params);
  const filter = new ConditionCompiler(name, model, params, groups).compile(conditions ?? [], logic ?? 'and');
  return { where: `${scope} AND ${filter}`, params };
}

/** Generic reads and writes over the explicit model registry (SPEC section 7), always within the user's scope. */
export default async function genericModels(app: FastifyInstance) {
  async function page(user: AuthUser, body: Static<typeof HighBody>, groups: boolean) {
    const model = modelOf(body.model);
    const select = selectList(body.model, model, body.fields);
    const order = compileOrder(body.model, model, body.orderBy);
    const w = where(body.model, model, user, body.conditions, body.logic, groups);
    const total = await queryOne<{ n: number }>(app.db, `SELECT count(*)::int AS n FROM ${model.from} WHERE ${w.where}`, w.params);
    const records = await app.db.query(
      `SELECT ${select} FROM ${model.from} WHERE ${w.where} ORDER BY ${order} LIMIT $${w.params.length + 1} OFFSET $${w.params.length + 2}`,
      [...w.params, body.size, (body.current - 1) * body.size],
    );
    return { total: total?.n ?? 0, records };
  }

  app.post<{ Body: Static<typeof PageBody> }>('/get/page/condition', { schema: { body: PageBody } }, async (request) =>
    ok(await page(requireUser(request), request.body, false)),
  );

  app.post<{ Body: Static<typeof HighBody> }>('/get/page/condition/high', { schema: { body: HighBody } }, async (request) =>
    ok(await page(requireUser(request), request.body, true)),
  );

  app.post<{ Body: Static<typeof AllBody> }>('/get/all', { schema: { body: AllBody } }, async (request) => {
    const body = request.body;
    const model = modelOf(body.model);
    const select = selectList(body.model, model, body.fields);
    const order = compileOrder(body.model, model, body.orderBy);
    const w = where(body.model, model, requireUser(request), body.conditions, body.logic, true);
    return ok(await app.db.query(`SELECT ${select} FROM ${model.from} WHERE ${w.where} ORDER BY ${order} LIMIT ${ALL_LIMIT}`, w.params));
  });

  app.post<{ Body: Static<typeof SelectionBody> }>('/get/selection/map', { schema: { body: SelectionBody } }, async (request) => {
    const body = request.body;
    const model = modelOf(body.model);
    const labelField = body.labelField ?? model.labelField;
    const valueField = body.valueField ?? 'id';
    for (const field of [labelField, valueField]) {
      if (!Object.hasOwn(model.fields, field)) throw badRequest('modelFieldUnknown', { model: body.model, field });
    }
    const w = where(body.model, model, requireUser(request), body.conditions, body.logic, true);
    const rows = await app.db.query(
      `SELECT ${model.fields[valueField].column} AS value, ${model.fields[labelField].column} AS label FROM ${model.from}
        WHERE ${w.where} ORDER BY ${model.defaultOrder}, ${model.idColumn} DESC LIMIT ${ALL_LIMIT}`,
      w.params,
    );
    return ok(rows);
  });

  app.post<{ Body: Static<typeof AddBody> }>('/add', { schema: { body: AddBody } }, async (request) => {
    const user = requireUser(request);
    const { model: name, data } = request.body;
    const model = modelOf(name);
    const writer = writerFor(model, user);
    if (!writer?.create || !writer.createSchema) throw badRequest('modelReadOnly', { model: name });
    const valid = validateData(name, writer.createSchema, data);
    const id = await app.db.transaction((tx) => writer.create!(tx, user, valid));
    return ok(await readOne(app.db, model, selectList(name, model, undefined), user, id));
  });

  app.post<{ Body: Static<typeof UpdateBody> }>('/update', { schema: { body: UpdateBody } }, async (request) => {
    const user = requireUser(request);
    const { model: name, id, data } = request.body;
    const model = modelOf(name);
    const writer = writerFor(model, user);
    if (!writer?.update || !writer.updateSchema) throw badRequest('modelReadOnly', { model: name });
    const valid = validateData(name, writer.updateSchema, data);
    // The row must be visible to the user before any write is attempted.
    await readOne(app.db, model, model.idColumn, user, id);
    await app.db.transaction((tx) => writer.update!(tx, user, id, valid));
    return ok(await readOne(app.db, model, selectList(name, model, undefined), user, id));
  });

  app.post<{ Body: Static<typeof DeleteBody> }>('/delete', { schema: { body: DeleteBody } }, async (request) => {
    const user = requireUser(request);
    const { model: name, id } = request.body;
    const model = modelOf(name);
    const writer = writerFor(model, user);
    if (!writer?.remove) throw badRequest('modelReadOnly', { model: name });
    await readOne(app.db, model, model.idColumn, user, id);
    await app.db.transaction((tx) => writer.remove!(tx, user, id));
    return ok(null);
  });
}
