import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import { PageQuery, Id, Text } from '@portal/shared/contract';
import { requireUser } from '../../plugins/auth';
import { badRequest } from '../../http-error';
import { Answer, Page, ok } from '../../http';
import { selectList, validateData, type ModelDef } from './model-query';
import { MODELS, readOne, writerFor } from './model-registry';
import { modelPage, modelRows, modelSelection, type ModelRead } from './model-repository';

const ModelName = Text(64, { minLength: 1 });
const Condition = Type.Object({ field: Text(64), op: Text(16), value: Type.Optional(Type.Unknown()) });
const OrderItem = Type.Object({ field: Text(64), order: Type.Optional(Text(8)) });
const Fields = Type.Optional(Type.Array(Text(64), { maxItems: 50 }));
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
  labelField: Type.Optional(Text(64)),
  valueField: Type.Optional(Text(64)),
});
const AddBody = Type.Object({ model: ModelName, data: Type.Record(Type.String(), Type.Unknown()) });
const UpdateBody = Type.Object({ model: ModelName, id: Id, data: Type.Record(Type.String(), Type.Unknown()) });
const DeleteBody = Type.Object({ model: ModelName, id: Id });

const Row = Type.Record(Type.String(), Type.Unknown());
const RowAnswer = { 200: Answer(Row) };

function modelOf(name: string): ModelDef {
  const model = Object.hasOwn(MODELS, name) ? MODELS[name] : undefined;
  if (!model) throw badRequest('modelUnknown', { model: name });
  return model;
}

const readOf = (body: Static<typeof AllBody>, groups: boolean): ModelRead => ({ ...body, name: body.model, model: modelOf(body.model), groups });

/** Generic reads and writes over the explicit model registry (SPEC section 7), always within the user's scope. */
export default async function genericModels(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const page = { 200: Answer(Page(Row)) };

  app.post('/get/page/condition', { schema: { body: PageBody, response: page } }, async (request) =>
    ok(await modelPage(app.db, requireUser(request), readOf(request.body, false), request.body.current, request.body.size)),
  );

  app.post('/get/page/condition/high', { schema: { body: HighBody, response: page } }, async (request) =>
    ok(await modelPage(app.db, requireUser(request), readOf(request.body, true), request.body.current, request.body.size)),
  );

  app.post('/get/all', { schema: { body: AllBody, response: { 200: Answer(Type.Array(Row)) } } }, async (request) =>
    ok(await modelRows(app.db, requireUser(request), readOf(request.body, true))),
  );

  const Selection = Type.Array(Type.Object({ value: Type.Unknown(), label: Type.Unknown() }));
  app.post('/get/selection/map', { schema: { body: SelectionBody, response: { 200: Answer(Selection) } } }, async (request) => {
    const body = request.body;
    const read = readOf(body, true);
    const labelField = body.labelField ?? read.model.labelField;
    const valueField = body.valueField ?? 'id';
    for (const field of [labelField, valueField]) {
      if (!Object.hasOwn(read.model.fields, field)) throw badRequest('modelFieldUnknown', { model: body.model, field });
    }
    return ok(await modelSelection(app.db, requireUser(request), read, valueField, labelField));
  });

  app.post('/add', { schema: { body: AddBody, response: RowAnswer } }, async (request) => {
    const user = requireUser(request);
    const { model: name, data } = request.body;
    const model = modelOf(name);
    const writer = writerFor(model, user);
    if (!writer?.create || !writer.createSchema) throw badRequest('modelReadOnly', { model: name });
    const valid = validateData(name, writer.createSchema, data);
    const id = await app.db.transaction((tx) => writer.create!(tx, user, valid));
    return ok(await readOne(app.db, model, selectList(name, model, undefined), user, id));
  });

  app.post('/update', { schema: { body: UpdateBody, response: RowAnswer } }, async (request) => {
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

  app.post('/delete', { schema: { body: DeleteBody, response: { 200: Answer(Type.Null()) } } }, async (request) => {
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
