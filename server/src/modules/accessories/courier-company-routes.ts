import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { CourierCompany } from '@portal/shared/contract';
import { Answer, ok } from '../../http';
import { courierCompanies as list } from './accessory-repository';

export default async function courierCompanies(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/courier/company/list', { schema: { response: { 200: Answer(Type.Array(CourierCompany)) } } }, async () => ok(await list(app.db)));
}
