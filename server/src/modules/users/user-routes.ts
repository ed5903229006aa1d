import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { Int32 } from '@portal/shared/contract';
import type { Queryable } from '../../db/database';
import { requireUser, type AuthUser } from '../../plugins/auth';
import { hashPassword } from './password';
import { translate } from '../../i18n';
import { HttpError, badRequest, notFound } from '../../http-error';
import { endSessions } from '../sessions/session-end';
import { announceUserChange } from '../sessions/session-cache';
import { refuseInvalidation, refusePasswordReset, refuseRightsChange, type Refusal, type RightsHolder } from './user-rights';
import { IdParams, PageQuery, ok } from '../../http';
import { insertNotice } from '../notices/notice-repository';
import * as repo from './user-repository';
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

async function revokeSessions(db: Queryable, userId: number) {
  await endSessions(db, { userId });
}

const fieldsOf = (b: Static<typeof UpdateBody>): repo.UserFields => ({
  name: b.name.trim(),
  authority: b.authority,
  allowDispatch: b.allowDispatch,
  customerId: b.authority === 'customer' ? b.customId : null,
  phone: b.phone ?? null,
  telephone: b.telephone ?? null,
  jobId: b.jobId,
  deptId: b.deptId,
  status: b.status ?? null,
});

const holderOf = (user: AuthUser): RightsHolder => ({ id: user.id, authority: user.authority, allowDispatch: user.allowDispatch });

/** The user's current rights, locked for the rest of the transaction (404 when there is no such user). */
async function targetOf(db: Queryable, id: number): Promise<RightsHolder> {
  const row = await repo.lockRights(db, id);
  if (!row) throw notFound();
  return row;
}

function refuse(refusal: Refusal | null) {
  if (refusal) throw new HttpError(refusal.status, refusal.key);
}

async function checkCompany(db: Queryable, authority: string, customId: number | null) {
  if (authority !== 'customer') return;
  if (!customId || !(await repo.companyExists(db, customId))) throw badRequest('companyRequired');
}

/** System users (managers only): list, add, edit, set a new password, invalidate. */
export default async function users(app: FastifyInstance) {
  const manager = { config: { access: 'manager' as const } };

  app.get<{ Querystring: Static<typeof ListQuery> }>('/user/page', { schema: { querystring: ListQuery }, ...manager }, async (request) => {
    const { current, size, keyword, authority, status } = request.query;
    return ok(await repo.userPage(app.db, { keyword: keyword?.trim() || undefined, authority, status }, current, size));
  });

  app.get<{ Params: IdParams }>('/user/:id', { schema: { params: IdParams }, ...manager }, async (request) => {
    const row = await repo.userById(app.db, request.params.id);
    if (!row) throw notFound();
    return ok(row);
  });

  app.get('/customer/company/list', manager, async () =>
    ok(await repo.customerCompanies(app.db)),
  );

  app.post<{ Body: Static<typeof CreateBody> }>('/user', { schema: { body: CreateBody }, ...manager }, async (request) => {
    const b = request.body;
    refuse(refuseRightsChange(holderOf(requireUser(request)), null, b));
    await checkCompany(app.db, b.authority, b.customId);
    if (await repo.usernameTaken(app.db, b.username)) throw badRequest('usernameTaken');
    const id = await repo.insertUser(app.db, b.username, await hashPassword(b.password), fieldsOf(b));
    if (id === null) throw badRequest('usernameTaken');
    return ok({ id });
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
        if (!(await repo.updateUser(tx, request.params.id, fieldsOf(b)))) throw notFound();
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
        if (!(await repo.setPasswordHash(tx, request.params.id, hash))) throw notFound();
        await revokeSessions(tx, request.params.id);
        await repo.closeResetRequests(tx, request.params.id, manager.id);
        await insertNotice(tx, request.params.id, translate('zh-CN', 'passwordResetTitle'), translate('zh-CN', 'passwordResetContent'), 'passwordReset');
      });
      return ok(null);
    },
  );

  app.post<{ Body: IdParams }>('/user/invalid', { schema: { body: IdParams }, ...manager }, async (request) => {
    const me = requireUser(request);
    if (request.body.id === me.id) throw badRequest('ownRightsForbidden');
    await app.db.transaction(async (tx) => {
      refuse(refuseInvalidation(holderOf(me), await targetOf(tx, request.body.id)));
      if (!(await repo.invalidateUser(tx, request.body.id))) throw notFound();
      await revokeSessions(tx, request.body.id);
    });
    return ok(null);
  });
}
