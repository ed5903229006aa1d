import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { OnTheJobUser, STAFF_KINDS, StaffMember, Id, Text } from '@portal/shared/contract';
import { Answer, ok } from '../../http';
import { listStaff } from './staff';
import { onTheJobUsers } from './staff-repository';

const KindParams = Type.Object({ kind: Type.Union(STAFF_KINDS.map((k) => Type.Literal(k))) });
const OnJobQuery = Type.Object({
  keyword: Type.Optional(Text(50)),
  /** Leaves out the members of this chat group (sysChannelId), for invitations. */
  channelId: Type.Optional(Id),
  serviceId: Type.Optional(Id),
});
const onJob = {
  schema: { querystring: OnJobQuery, response: { 200: Answer(Type.Array(OnTheJobUser)) } },
  config: { access: 'manager' as const, fileLinks: true },
};

/** Staff selection lists (SPEC section 6) and on-the-job users. */
export default async function staff(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/sys/staff/:kind',
    { schema: { params: KindParams, response: { 200: Answer(Type.Array(StaffMember)) } }, config: { access: 'manager' } },
    async (request) => ok(await listStaff(app.db, request.params.kind)),
  );
  app.get('/customer/dispatch/onTheJobs/users', onJob, async (request) => ok(await onTheJobUsers(app.db, request.query)));
  app.get('/sys/user/on/the/job/list', onJob, async (request) => ok(await onTheJobUsers(app.db, request.query)));
}
