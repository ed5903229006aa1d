import type { FastifyInstance } from 'fastify';
import { routes } from '@portal/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { regionTree } from '../../lib/regions';
import { JSON_TYPE } from '../../http';
import { registerRoute } from '../../register-route';

/** The region cascader's data: provinces > cities > districts as `{ value, label, children }`. */
export default async function area(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  // Its UTF-8 bytes, made once: a large text of Chinese names costs more to write as a string.
  let body: Buffer | null = null;
  registerRoute(app, routes.areaTree, async (_request, reply) => {
    body ??= Buffer.from(JSON.stringify({ code: 0, msg: '', data: regionTree() }));
    return reply.header('Cache-Control', 'private, max-age=86400').type(JSON_TYPE).send(body);
  });
}
