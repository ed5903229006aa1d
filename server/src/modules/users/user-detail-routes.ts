import type { FastifyInstance } from 'fastify';
import { loadUserInfo } from './user-info';
import { requireUser } from '../../plugins/auth';
import { unauthorized } from '../../http-error';
import { ok } from '../../http';

export default async function userDetail(app: FastifyInstance) {
  app.get('/user/detail', { config: { fileLinks: true } }, async (request) => {
    const info = await loadUserInfo(app.db, requireUser(request).id);
    if (!info) throw unauthorized();
    return ok(info);
  });
}
