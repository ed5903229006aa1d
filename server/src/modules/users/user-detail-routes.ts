import type { FastifyInstance } from 'fastify';
import { userInfoOf } from './user-info';
import { requireUser } from '../../plugins/auth';
import { ok } from '../../http';

export default async function userDetail(app: FastifyInstance) {
  app.get('/user/detail', { config: { fileLinks: true } }, async (request) => ok(userInfoOf(requireUser(request).profile)));
}
