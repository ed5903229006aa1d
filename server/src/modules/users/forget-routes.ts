import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from '@portal/contract';
import { translate } from '../../i18n';
import { HttpError } from '../../http-error';
import { ok } from '../../http';
import { insertManagerNotice } from '../notices/notice-repository';
import * as repo from './user-repository';
import { registerRoute } from '../../register-route';

const MAX_REQUESTS_PER_HOUR = 5;

/**
 * "Forgot password" without mail or SMS: the request reaches every manager as a notice linking to the
 * user's edit page, where a manager sets a new password. The answer is the same whether or not the
 * username exists.
 */
export default async function forget(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  registerRoute(app, routes.passwordForget, async (request) => {
    const username = request.body.username.trim();
    if ((await repo.recentResetRequests(app.db, username)) >= MAX_REQUESTS_PER_HOUR)
      throw new HttpError(429, 'tooManyRequests');
    const userId = await repo.activeUserId(app.db, username);
    const { phone } = request.body;
    const note = request.body.note?.trim() ?? '';
    await app.db.transaction(async (tx) => {
      await repo.insertResetRequest(tx, username, userId, phone, note);
      if (userId === null) return;
      const content = translate('zh-CN', 'resetRequestContent', { username, phone, note: note || '-' });
      await insertManagerNotice(
        tx,
        translate('zh-CN', 'resetRequestTitle'),
        content,
        `/systemUserEdit?id=${userId}`,
        'passwordReset',
      );
    });
    return ok({ message: translate(request.lang, 'forgetSubmitted') });
  });
}
