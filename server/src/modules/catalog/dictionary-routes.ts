import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from '@portal/contract';
import { ok } from '../../http';
import { dictionary } from './dictionary-repository';
import { registerRoute } from '../../register-route';

/** Dictionary entries of one type (e.g. im_fast_script for chat quick replies). */
export default async function dictionaries(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  registerRoute(app, routes.dictionary, async (request) => ok(await dictionary(app.db, request.query.type)));
}
