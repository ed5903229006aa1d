import { Type, type Static, type TSchema } from '@sinclair/typebox';

const OrNull = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** One entry of a staff list (`GET /api/sys/staff/:kind`); technicians carry their open orders as `load`. */
export const StaffMember = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  jobId: OrNull(Type.Integer()),
  deptId: OrNull(Type.Integer()),
  load: Type.Optional(Type.Integer()),
});
export type StaffMember = Static<typeof StaffMember>;

/** An on-the-job user (`GET /api/sys/user/on/the/job/list`, `/api/customer/dispatch/onTheJobs/users`). */
export const OnTheJobUser = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  username: Type.String(),
  imUid: OrNull(Type.String()),
  avatar: OrNull(Type.String()),
  authority: Type.String(),
  jobId: OrNull(Type.Integer()),
  deptId: OrNull(Type.Integer()),
  phone: OrNull(Type.String()),
  telephone: OrNull(Type.String()),
  customId: OrNull(Type.Integer()),
});
export type OnTheJobUser = Static<typeof OnTheJobUser>;
