import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { regionTree } from './regions';
import { JSON_TYPE } from '../../http';

/** The region cascader's data: provinces > cities > districts as `{ value, label, children }`. */
export default async function area(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  // Its UTF-8 bytes, made once: a large text of Chinese names costs more to write as a string.
  let body: Buffer | null = null;
  app.get('/area/tree', async (_request, reply) => {
    body ??= Buffer.from(JSON.stringify({ code: 0, msg: '', data: regionTree() }));
    return reply.header('Cache-Control', 'private, max-age=86400').type(JSON_TYPE).send(body);
  });
}
