import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { queryOne } from '../../db/database';
import { requireUser } from '../../plugins/auth';
import { PageQuery, ok } from '../../http';
import {
  REPAIR_USER_COLUMNS,
  REPAIR_USER_FROM,
  RepairUserBody,
  createRepairUser,
  getRepairUser,
  invalidateRepairUser,
  updateRepairUser,
} from './repair-users';
import { repairUserScope } from '../../lib/scopes';
import { Id, IdParams } from '../../lib/ids';

const Filters = {
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  customerId: Type.Optional(Id),
};
const PageQ = Type.Intersect([PageQuery, Type.Object({ ...Filters, isValid: Type.Optional(Type.Boolean()) })]);
const ListQ = Type.Object(Filters);

function where(user: Parameters<typeof repairUserScope>[0], q: { keyword?: string; customerId?: number; isValid?: boolean }) {
  const params: unknown[] = [];
  const clauses = [repairUserScope(user, params)];
  if (q.customerId) {
    params.push(q.customerId);
    clauses.push(`r.customer_id = $${params.length}`);
  }
  if (q.isValid !== undefined) {
    params.push(q.isValid);
    clauses.push(`r.is_valid = $${params.length}`);
  }
  if (q.keyword?.trim()) {
    params.push(`%${q.keyword.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const p = `$${params.length}`;
    clauses.push(`(r.name ILIKE ${p} OR r.repair_no ILIKE ${p} OR r.contact_name ILIKE ${p} OR r.contact_phone ILIKE ${p}
      OR r.region_text ILIKE ${p} OR r.address_detail ILIKE ${p})`);
  }
  return { where: clauses.join(' AND '), params };
}

/** Repair users (the customer's sites and contacts): a company's own, all for managers. */
export default async function repairUsers(app: FastifyInstance) {
  app.get<{ Querystring: Static<typeof PageQ> }>('/repair/user/page', { schema: { querystring: PageQ } }, async (request) => {
    const q = request.query;
    const w = where(requireUser(request), q);
    const total = await queryOne<{ n: number }>(app.db, `SELECT count(*)::int AS n FROM repair_users r WHERE ${w.where}`, w.params);
    const records = await app.db.query(
      `SELECT ${REPAIR_USER_COLUMNS} FROM ${REPAIR_USER_FROM} WHERE ${w.where}
        ORDER BY r.is_valid DESC, r.id DESC LIMIT $${w.params.length + 1} OFFSET $${w.params.length + 2}`,
      [...w.params, q.size, (q.current - 1) * q.size],
    );
    return ok({ total: total?.n ?? 0, records });
  });

  app.get<{ Querystring: Static<typeof ListQ> }>('/repair/user/list', { schema: { querystring: ListQ } }, async (request) => {
    const w = where(requireUser(request), { ...request.query, isValid: true });
    return ok(await app.db.query(`SELECT ${REPAIR_USER_COLUMNS} FROM ${REPAIR_USER_FROM} WHERE ${w.where} ORDER BY r.name, r.id LIMIT 1000`, w.params));
  });

  app.post<{ Body: RepairUserBody }>('/repair/user', { schema: { body: RepairUserBody } }, async (request) =>
    ok(await createRepairUser(app.db, requireUser(request), request.body)),
  );

  app.put<{ Params: Static<typeof IdParams>; Body: RepairUserBody }>(
    '/repair/user/:id',
    { schema: { params: IdParams, body: RepairUserBody } },
    async (request) => ok(await updateRepairUser(app.db, requireUser(request), request.params.id, request.body)),
  );

  app.get<{ Params: Static<typeof IdParams> }>('/user/all/user/item/get/:id', { schema: { params: IdParams } }, async (request) =>
    ok(await getRepairUser(app.db, requireUser(request), request.params.id)),
  );

  app.post<{ Body: Static<typeof IdParams> }>('/user/invalid', { schema: { body: IdParams } }, async (request) => {
    await invalidateRepairUser(app.db, requireUser(request), request.body.id);
    return ok(null);
  });
}
