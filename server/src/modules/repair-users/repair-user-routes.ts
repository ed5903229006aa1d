import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { RepairUser, RepairUserBody, RepairUserFilters, RepairUserPageQuery } from '@portal/shared/contract';
import { requireUser } from '../../plugins/auth';
import { Answer, IdParams, Page, ok } from '../../http';
import { createRepairUser, getRepairUser, invalidateRepairUser, updateRepairUser } from './repair-users';
import { repairUserList, repairUserPage } from './repair-user-repository';

const One = { 200: Answer(RepairUser) };

/** Repair users (the customer's sites and contacts): a company's own, all for managers. */
export default async function repairUsers(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/repair/user/page', { schema: { querystring: RepairUserPageQuery, response: { 200: Answer(Page(RepairUser)) } } }, async (request) => {
    const { current, size, ...filter } = request.query;
    return ok(await repairUserPage(app.db, requireUser(request), filter, current, size));
  });

  app.get(
    '/repair/user/list',
    { schema: { querystring: Type.Object(RepairUserFilters), response: { 200: Answer(Type.Array(RepairUser)) } } },
    async (request) => ok(await repairUserList(app.db, requireUser(request), request.query)),
  );

  app.post('/repair/user', { schema: { body: RepairUserBody, response: One } }, async (request) =>
    ok(await createRepairUser(app.db, requireUser(request), request.body)),
  );

  app.put('/repair/user/:id', { schema: { params: IdParams, body: RepairUserBody, response: One } }, async (request) =>
    ok(await updateRepairUser(app.db, requireUser(request), request.params.id, request.body)),
  );

  app.get('/user/all/user/item/get/:id', { schema: { params: IdParams, response: One } }, async (request) =>
    ok(await getRepairUser(app.db, requireUser(request), request.params.id)),
  );

  app.post('/user/invalid', { schema: { body: IdParams, response: { 200: Answer(Type.Null()) } } }, async (request) => {
    await invalidateRepairUser(app.db, requireUser(request), request.body.id);
    return ok(null);
  });
}
