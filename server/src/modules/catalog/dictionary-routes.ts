import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DictionaryEntry, Text } from '@portal/shared/contract';
import { Answer, ok } from '../../http';
import { dictionary } from './dictionary-repository';

const Query = Type.Object({ type: Text(100, { minLength: 1 }) });

/** Dictionary entries of one type (e.g. im_fast_script for chat quick replies). */
export default async function dictionaries(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/dict/data/list', { schema: { querystring: Query, response: { 200: Answer(Type.Array(DictionaryEntry)) } } }, async (request) =>
    ok(await dictionary(app.db, request.query.type)),
  );
}
