import type { FastifyInstance } from 'fastify';
import { UserInfo } from '@portal/shared/contract';
import { userInfoOf } from './user-info';
import { requireUser } from '../../plugins/auth';
import { Answer, ok } from '../../http';

export default async function userDetail(app: FastifyInstance) {
  app.get('/user/detail', { schema: { response: { 200: Answer(UserInfo) } }, config: { fileLinks: true } }, async (request) =>
    ok(userInfoOf(requireUser(request).profile)),
  );
}
