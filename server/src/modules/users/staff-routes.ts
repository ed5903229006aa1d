import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { ok } from '../../http';
import { STAFF_KINDS, listStaff, type StaffKind } from './staff';
import { Id } from '../orders/order-access';

const KindParams = Type.Object({ kind: Type.Union(STAFF_KINDS.map((k) => Type.Literal(k))) });
const OnJobQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
  /** Leaves out the members of this chat group (sysChannelId), for invitations. */
  channelId: Type.Optional(Id),
  serviceId: Type.Optional(Id),
});

const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Staff selection lists (SPEC section 6) and on-the-job users. */
export default async function staff(app: FastifyInstance) {
  app.get<{ Params: { kind: StaffKind } }>('/sys/staff/:kind', { schema: { params: KindParams }, config: { access: 'manager' } }, async (request) =>
    ok(await listStaff(app.db, request.params.kind)),
  );

  const onTheJob = async (query: Static<typeof OnJobQuery>) => {
    const params: unknown[] = [];
    const clauses = [`u.status = 'onTheJob'`, 'NOT u.is_delete'];
    if (query.keyword?.trim()) {
      params.push(like(query.keyword.trim()));
      clauses.push(`u.name ILIKE $${params.length}`);
    }
    if (query.channelId) {
      params.push(query.channelId);
      clauses.push(`NOT EXISTS (SELECT 1 FROM chat_members m WHERE m.channel_id = $${params.length} AND m.user_id = u.id)`);
    }
    if (query.serviceId) {
      params.push(query.serviceId);
      clauses.push(
        `NOT EXISTS (SELECT 1 FROM chat_members m JOIN chat_channels c ON c.id = m.channel_id WHERE c.service_id = $${params.length} AND m.user_id = u.id)`,
      );
    }
    return app.db.query(
      `SELECT u.id, u.name, u.username, u.im_uid AS "imUid", u.avatar, u.authority, u.job_id AS "jobId", u.dept_id AS "deptId",
              u.phone, u.telephone, u.customer_id AS "customId"
         FROM users u WHERE ${clauses.join(' AND ')} ORDER BY u.id`,
      params,
    );
  };

  app.get<{ Querystring: Static<typeof OnJobQuery> }>(
    '/customer/dispatch/onTheJobs/users',
    { schema: { querystring: OnJobQuery }, config: { access: 'manager', fileLinks: true } },
    async (request) => ok(await onTheJob(request.query)),
  );
  app.get<{ Querystring: Static<typeof OnJobQuery> }>(
    '/sys/user/on/the/job/list',
    { schema: { querystring: OnJobQuery }, config: { access: 'manager', fileLinks: true } },
    async (request) => ok(await onTheJob(request.query)),
  );
}
