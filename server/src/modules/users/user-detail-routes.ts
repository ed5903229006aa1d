import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { UserInfo } from '@portal/shared/contract';
import { userInfoOf } from './user-info';
import { requireUser } from '../../plugins/auth';
import { Answer, ok } from '../../http';

export default async function userDetail(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/user/detail', { schema: { response: { 200: Answer(UserInfo) } }, config: { fileLinks: true } }, async (request) =>
    ok(userInfoOf(requireUser(request).profile)),
  );
}
