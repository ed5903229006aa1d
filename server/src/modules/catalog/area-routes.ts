import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { regionTree } from './regions';

/** The region cascader's data: provinces > cities > districts as `{ value, label, children }`. */
export default async function area(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  let body: string | null = null;
  app.get('/area/tree', async (_request, reply) => {
    body ??= JSON.stringify({ code: 0, msg: '', data: regionTree() });
    return reply.header('Cache-Control', 'private, max-age=86400').type('application/json; charset=utf-8').send(body);
  });
}
