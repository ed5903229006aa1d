import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { queryOne } from '../../db/database';
import { translate } from '../../i18n';
import { HttpError } from '../../http-error';
import { ok } from '../../http';

const Body = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  phone: Type.String({ minLength: 1, maxLength: 32, pattern: '^[0-9+\\- ]+$' }),
  note: Type.Optional(Type.String({ maxLength: 500 })),
});

const MAX_REQUESTS_PER_HOUR = 5;

/**
 * "Forgot password" without mail or SMS: the request reaches every manager as a notice linking to the
 * user's edit page, where a manager sets a new password. The answer is the same whether or not the
 * username exists.
 */
export default async function forget(app: FastifyInstance) {
  app.post<{ Body: Static<typeof Body> }>('/forget', { schema: { body: Body }, config: { access: 'public' } }, async (request) => {
    const username = request.body.username.trim();
    const recent = await queryOne<{ n: number }>(
      app.db,
      `SELECT count(*)::int AS n FROM password_reset_requests WHERE username = $1 AND created_at > now() - interval '1 hour'`,
      [username],
    );
    if ((recent?.n ?? 0) >= MAX_REQUESTS_PER_HOUR) throw new HttpError(429, 'tooManyRequests');
    const user = await queryOne<{ id: number }>(app.db, 'SELECT id FROM users WHERE username = $1 AND NOT is_delete', [username]);
    const note = request.body.note?.trim() ?? '';
    await app.db.transaction(async (tx) => {
      await tx.query('INSERT INTO password_reset_requests (username, user_id, phone, note) VALUES ($1, $2, $3, $4)', [
        username,
        user?.id ?? null,
        request.body.phone,
        note,
      ]);
      if (!user) return;
      await tx.query(
        `INSERT INTO notices (user_id, title, content, link, kind)
         SELECT id, $1, $2, $3, 'passwordReset' FROM users WHERE authority = 'manager' AND NOT is_delete AND status = 'onTheJob'`,
        [
          translate('zh-CN', 'resetRequestTitle'),
          translate('zh-CN', 'resetRequestContent', { username, phone: request.body.phone, note: note || '-' }),
          `/systemUserEdit?id=${user.id}`,
        ],
      );
    });
    return ok({ message: translate(request.lang, 'forgetSubmitted') });
  });
}
