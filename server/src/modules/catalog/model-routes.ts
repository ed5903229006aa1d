import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes, type ModelAllBody, type Static } from '@portal/contract';
import { requireUser } from '../../plugins/auth';
import { badRequest } from '../../http-error';
import { ok } from '../../http';
import { selectList, validateData, type ModelDef } from './model-query';
import { MODELS, readOne, writerFor } from './model-registry';
import { modelPage, modelRows, modelSelection, type ModelRead } from './model-repository';
import { registerRoute } from '../../register-route';

function modelOf(name: string): ModelDef {
  const model = Object.hasOwn(MODELS, name) ? MODELS[name] : undefined;
  if (!model) throw badRequest('modelUnknown', { model: name });
  return model;
}

const readOf = (body: Static<typeof ModelAllBody>, groups: boolean): ModelRead => ({
  ...body,
  name: body.model,
  model: modelOf(body.model),
  groups,
});

/** Generic reads and writes over the explicit model registry (SPEC section 7), always within the user's scope. */
export default async function genericModels(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  registerRoute(app, routes.modelPage, async (request) =>
    ok(
      await modelPage(
        app.db,
        requireUser(request),
        readOf(request.body, false),
        request.body.current,
        request.body.size,
      ),
    ),
  );

  registerRoute(app, routes.modelPageHigh, async (request) =>
    ok(
      await modelPage(
        app.db,
        requireUser(request),
        readOf(request.body, true),
        request.body.current,
        request.body.size,
      ),
    ),
  );

  registerRoute(app, routes.modelAll, async (request) =>
    ok(await modelRows(app.db, requireUser(request), readOf(request.body, true))),
  );

  registerRoute(app, routes.modelSelection, async (request) => {
    const body = request.body;
    const read = readOf(body, true);
    const labelField = body.labelField ?? read.model.labelField;
    const valueField = body.valueField ?? 'id';
    for (const field of [labelField, valueField]) {
      if (!Object.hasOwn(read.model.fields, field))
        throw badRequest('modelFieldUnknown', { model: body.model, field });
    }
    return ok(await modelSelection(app.db, requireUser(request), read, valueField, labelField));
  });

  registerRoute(app, routes.modelAdd, async (request) => {
    const user = requireUser(request);
    const { model: name, data } = request.body;
    const model = modelOf(name);
    const writer = writerFor(model, user);
    if (!writer?.create || !writer.createSchema) throw badRequest('modelReadOnly', { model: name });
    const valid = validateData(name, writer.createSchema, data);
    const id = await app.db.transaction((tx) => writer.create!(tx, user, valid));
    return ok(await readOne(app.db, model, selectList(name, model, undefined), user, id));
  });

  registerRoute(app, routes.modelUpdate, async (request) => {
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

  registerRoute(app, routes.modelDelete, async (request) => {
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
