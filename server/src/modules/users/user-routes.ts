import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { Int32 } from '@portal/shared/contract';
import { queryOne, type Queryable } from '../../db/database';
import { requireUser, type AuthUser } from '../../plugins/auth';
import { hashPassword } from '../../domain/password';
import { translate } from '../../i18n';
import { HttpError, badRequest, notFound } from '../../http-error';
import { endSessions } from '../../domain/session-end';
import { announceUserChange } from '../../domain/session-cache';
import { refuseInvalidation, refusePasswordReset, refuseRightsChange, type Refusal, type RightsHolder } from './user-rights';
import { IdParams, PageQuery, ok, ts } from '../../http';
import { PASSWORD_MAX, PASSWORD_MIN } from './password-rules';

const Authority = Type.Union([Type.Literal('manager'), Type.Literal('customer'), Type.Literal('technician')]);
const Status = Type.Union([Type.Literal('onTheJob'), Type.Literal('left')]);
const ListQuery = Type.Intersect([
  PageQuery,
  Type.Object({
    keyword: Type.Optional(Type.String({ maxLength: 100 })),
    authority: Type.Optional(Authority),
    status: Type.Optional(Status),
  }),
]);
const Phone = Type.Union([Type.String({ maxLength: 32, pattern: '^[0-9+\\- ]*$' }), Type.Null()]);
const Fields = {
  name: Type.String({ minLength: 1, maxLength: 50 }),
  authority: Authority,
  allowDispatch: Type.Boolean({ default: false }),
  customId: Type.Union([Int32({ minimum: 1 }), Type.Null()], { default: null }),
  phone: Type.Optional(Phone),
  telephone: Type.Optional(Phone),
  jobId: Type.Union([Int32({ minimum: 0 }), Type.Null()], { default: null }),
  deptId: Type.Union([Int32({ minimum: 0 }), Type.Null()], { default: null }),
  status: Type.Optional(Status),
};
const CreateBody = Type.Object({
  username: Type.String({ minLength: 2, maxLength: 64, pattern: '^[A-Za-z0-9_.@-]+$' }),
  password: Type.String({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX }),
  ...Fields,
});
const UpdateBody = Type.Object(Fields);
const PasswordBody = Type.Object({ password: Type.String({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX }) });

const COLUMNS = `u.id, u.username, u.name, u.authority, u.allow_dispatch AND u.authority <> 'customer' AS "allowDispatch", u.customer_id AS "customId",
  c.name AS "customIdName", u.phone, u.telephone, u.job_id AS "jobId", u.dept_id AS "deptId", u.status,
  u.is_delete AS "isDelete", ${ts('u.created_at', 'createTime')}`;

async function revokeSessions(db: Queryable, userId: number) {
  await endSessions(db, { userId });
}

const holderOf = (user: AuthUser): RightsHolder => ({ id: user.id, authority: user.authority, allowDispatch: user.allowDispatch });

/** The user's current rights, locked for the rest of the transaction (404 when there is no such user). */
async function targetOf(db: Queryable, id: number): Promise<RightsHolder> {
  const row = await queryOne<RightsHolder>(
    db,
    `SELECT id, authority, allow_dispatch AS "allowDispatch" FROM users WHERE id = $1 AND NOT is_delete FOR UPDATE`,
    [id],
  );
  if (!row) throw notFound();
  return { ...row, id: Number(row.id) };
}

function refuse(refusal: Refusal | null) {
  if (refusal) throw new HttpError(refusal.status, refusal.key);
}

async function checkCompany(db: Queryable, authority: string, customId: number | null) {
  if (authority !== 'customer') return;
  if (!customId || !(await queryOne(db, 'SELECT 1 FROM customer_companies WHERE id = $1', [customId]))) {
    throw badRequest('companyRequired');
  }
}

/** System users (managers only): list, add, edit, set a new password, invalidate. */
export default async function users(app: FastifyInstance) {
  const manager = { config: { access: 'manager' as const } };

  app.get<{ Querystring: Static<typeof ListQuery> }>('/user/page', { schema: { querystring: ListQuery }, ...manager }, async (request) => {
    const { current, size, keyword, authority, status } = request.query;
    const params: unknown[] = [];
    const clauses = ['NOT u.is_delete'];
    if (keyword?.trim()) {
      params.push(`%${keyword.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      clauses.push(`(u.username ILIKE $${params.length} OR u.name ILIKE $${params.length} OR u.phone ILIKE $${params.length})`);
    }
    if (authority) {
      params.push(authority);
      clauses.push(`u.authority = $${params.length}`);
    }
    if (status) {
      params.push(status);
      clauses.push(`u.status = $${params.length}`);
    }
    const where = clauses.join(' AND ');
    const total = await queryOne<{ n: number }>(app.db, `SELECT count(*)::int AS n FROM users u WHERE ${where}`, params);
    const records = await app.db.query(
      `SELECT ${COLUMNS} FROM users u LEFT JOIN customer_companies c ON c.id = u.customer_id WHERE ${where}
        ORDER BY u.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, size, (current - 1) * size],
    );
    return ok({ total: total?.n ?? 0, records });
  });

  app.get<{ Params: IdParams }>('/user/:id', { schema: { params: IdParams }, ...manager }, async (request) => {
    const row = await queryOne(app.db, `SELECT ${COLUMNS} FROM users u LEFT JOIN customer_companies c ON c.id = u.customer_id WHERE u.id = $1`, [request.params.id]);
    if (!row) throw notFound();
    return ok(row);
  });

  app.get('/customer/company/list', manager, async () =>
    ok(await app.db.query('SELECT id, name FROM customer_companies ORDER BY id')),
  );

  app.post<{ Body: Static<typeof CreateBody> }>('/user', { schema: { body: CreateBody }, ...manager }, async (request) => {
    const b = request.body;
    refuse(refuseRightsChange(holderOf(requireUser(request)), null, b));
    await checkCompany(app.db, b.authority, b.customId);
    if (await queryOne(app.db, 'SELECT 1 FROM users WHERE username = $1', [b.username])) throw badRequest('usernameTaken');
    const row = await queryOne<{ id: number }>(
      app.db,
      `INSERT INTO users (username, password_hash, name, authority, allow_dispatch, customer_id, phone, telephone, job_id, dept_id, status, im_uid, roles)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13) ON CONFLICT (username) DO NOTHING RETURNING id`,
      [b.username, await hashPassword(b.password), b.name.trim(), b.authority, b.allowDispatch, b.authority === 'customer' ? b.customId : null,
        b.phone ?? null, b.telephone ?? null, b.jobId, b.deptId, b.status ?? 'onTheJob', `im_${b.username}`, [b.authority]],
    );
    if (!row) throw badRequest('usernameTaken');
    return ok({ id: row.id });
  });

  app.put<{ Params: IdParams; Body: Static<typeof UpdateBody> }>(
    '/user/:id',
    { schema: { params: IdParams, body: UpdateBody }, ...manager },
    async (request) => {
      const b = request.body;
      const me = holderOf(requireUser(request));
      if (b.authority === 'customer' && b.allowDispatch) refuse(refuseRightsChange(me, null, b));
      await checkCompany(app.db, b.authority, b.customId);
      await app.db.transaction(async (tx) => {
        refuse(refuseRightsChange(me, await targetOf(tx, request.params.id), b));
        const rows = await tx.query(
          `UPDATE users SET name = $2, authority = $3, allow_dispatch = $4, customer_id = $5, phone = $6, telephone = $7,
             job_id = $8, dept_id = $9, status = coalesce($10, status), roles = ARRAY[$3::text], updated_at = now()
           WHERE id = $1 AND NOT is_delete RETURNING status`,
          [request.params.id, b.name.trim(), b.authority, b.allowDispatch, b.authority === 'customer' ? b.customId : null,
            b.phone ?? null, b.telephone ?? null, b.jobId, b.deptId, b.status ?? null],
        );
        if (rows.length === 0) throw notFound();
        if (b.status === 'left') await revokeSessions(tx, request.params.id);
        else await announceUserChange(tx, request.params.id);
      });
      return ok(null);
    },
  );

  app.put<{ Params: IdParams; Body: Static<typeof PasswordBody> }>(
    '/user/:id/password',
    { schema: { params: IdParams, body: PasswordBody }, ...manager },
    async (request) => {
      const manager = requireUser(request);
      const hash = await hashPassword(request.body.password);
      await app.db.transaction(async (tx) => {
        refuse(refusePasswordReset(holderOf(manager), await targetOf(tx, request.params.id)));
        const rows = await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1 AND NOT is_delete RETURNING id', [request.params.id, hash]);
        if (rows.length === 0) throw notFound();
        await revokeSessions(tx, request.params.id);
        await tx.query(
          `UPDATE password_reset_requests SET status = 'done', handled_by = $2, handled_at = now() WHERE user_id = $1 AND status = 'open'`,
          [request.params.id, manager.id],
        );
        await tx.query(`INSERT INTO notices (user_id, title, content, kind) VALUES ($1, $2, $3, 'passwordReset')`, [
          request.params.id,
          translate('zh-CN', 'passwordResetTitle'),
          translate('zh-CN', 'passwordResetContent'),
        ]);
      });
      return ok(null);
    },
  );

  app.post<{ Body: IdParams }>('/user/invalid', { schema: { body: IdParams }, ...manager }, async (request) => {
    const me = requireUser(request);
    if (request.body.id === me.id) throw badRequest('ownRightsForbidden');
    await app.db.transaction(async (tx) => {
      refuse(refuseInvalidation(holderOf(me), await targetOf(tx, request.body.id)));
      const rows = await tx.query(`UPDATE users SET is_delete = true, updated_at = now() WHERE id = $1 RETURNING id`, [request.body.id]);
      if (rows.length === 0) throw notFound();
      await revokeSessions(tx, request.body.id);
    });
    return ok(null);
  });
}
