import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { SystemUserBody } from '@portal/contract';
import { routes } from '@portal/contract';
import type { Queryable } from '../../db/database';
import { requireUser, type AuthUser } from '../../plugins/auth';
import { hashPassword } from './password';
import { translate } from '../../i18n';
import { HttpError, badRequest, found, notFound } from '../../http-error';
import { endSessions } from '../sessions/session-end';
import { announceUserChange } from '../sessions/session-cache';
import {
  refuseInvalidation,
  refusePasswordReset,
  refuseRightsChange,
  type Refusal,
  type RightsHolder,
} from './user-rights';
import { ok } from '../../http';
import { insertNotice } from '../notices/notice-repository';
import * as repo from './user-repository';
import { registerRoute } from '../../register-route';

/** What is stored: the name trimmed, a company only for customers, absent phones as null. */
const fieldsOf = (b: SystemUserBody): SystemUserBody => ({
  ...b,
  name: b.name.trim(),
  customId: b.authority === 'customer' ? b.customId : null,
  phone: b.phone ?? null,
  telephone: b.telephone ?? null,
});
const holderOf = (user: AuthUser): RightsHolder => ({
  id: user.id,
  authority: user.authority,
  allowDispatch: user.allowDispatch,
  allowRelease: user.allowRelease,
});

/** The user's current rights, locked for the rest of the transaction (404 when there is no such user). */
const targetOf = async (db: Queryable, id: number): Promise<RightsHolder> =>
  found(await repo.lockRights(db, id));

function refuse(refusal: Refusal | null) {
  if (refusal) throw new HttpError(refusal.status, refusal.key);
}

async function checkCompany(db: Queryable, authority: string, customId: number | null) {
  if (authority !== 'customer') return;
  if (!customId || !(await repo.companyExists(db, customId))) throw badRequest('companyRequired');
}

/** System users (managers only): list, add, edit, set a new password, invalidate. */
export default async function users(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  registerRoute(app, routes.systemUserPage, async (request) => {
    const { current, size, keyword, authority, status } = request.query;
    return ok(
      await repo.userPage(
        app.db,
        { keyword: keyword?.trim() || undefined, authority, status },
        current,
        size,
      ),
    );
  });

  registerRoute(app, routes.systemUser, async (request) =>
    ok(found(await repo.userById(app.db, request.params.id))),
  );

  registerRoute(app, routes.customerCompanies, async () => ok(await repo.customerCompanies(app.db)));

  registerRoute(app, routes.systemUserCreate, async (request) => {
    const b = request.body;
    refuse(refuseRightsChange(holderOf(requireUser(request)), null, b));
    await checkCompany(app.db, b.authority, b.customId);
    if (await repo.usernameTaken(app.db, b.username)) throw badRequest('usernameTaken');
    const id = await repo.insertUser(app.db, b.username, await hashPassword(b.password), fieldsOf(b));
    if (id === null) throw badRequest('usernameTaken');
    return ok({ id });
  });

  registerRoute(app, routes.systemUserUpdate, async (request) => {
    const b = request.body;
    const me = holderOf(requireUser(request));
    if (b.authority === 'customer' && b.allowDispatch) refuse(refuseRightsChange(me, null, b));
    await checkCompany(app.db, b.authority, b.customId);
    await app.db.transaction(async (tx) => {
      refuse(refuseRightsChange(me, await targetOf(tx, request.params.id), b));
      if (!(await repo.updateUser(tx, request.params.id, fieldsOf(b)))) throw notFound();
      if (b.status === 'left') await endSessions(tx, { userId: request.params.id });
      else await announceUserChange(tx, request.params.id);
    });
    return ok(null);
  });

  registerRoute(app, routes.systemUserPassword, async (request) => {
    const manager = requireUser(request);
    const hash = await hashPassword(request.body.password);
    await app.db.transaction(async (tx) => {
      refuse(refusePasswordReset(holderOf(manager), await targetOf(tx, request.params.id)));
      if (!(await repo.setPasswordHash(tx, request.params.id, hash))) throw notFound();
      await endSessions(tx, { userId: request.params.id });
      await repo.closeResetRequests(tx, request.params.id, manager.id);
      await insertNotice(
        tx,
        request.params.id,
        translate('zh-CN', 'passwordResetTitle'),
        translate('zh-CN', 'passwordResetContent'),
        'passwordReset',
      );
    });
    return ok(null);
  });

  registerRoute(app, routes.systemUserInvalidate, async (request) => {
    const me = requireUser(request);
    if (request.body.id === me.id) throw badRequest('ownRightsForbidden');
    await app.db.transaction(async (tx) => {
      refuse(refuseInvalidation(holderOf(me), await targetOf(tx, request.body.id)));
      if (!(await repo.invalidateUser(tx, request.body.id))) throw notFound();
      await endSessions(tx, { userId: request.body.id });
    });
    return ok(null);
  });
}
