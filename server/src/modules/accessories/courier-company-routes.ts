import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from '@portal/contract';
import { ok } from '../../http';
import { courierCompanies as list } from './accessory-repository';
import { registerRoute } from '../../register-route';

export default async function courierCompanies(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  registerRoute(app, routes.courierCompanies, async () => ok(await list(app.db)));
}
