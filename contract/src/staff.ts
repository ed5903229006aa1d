import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './answer-types';

/** SPEC section 6's staff selection lists (`GET /api/sys/staff/:kind`). */
export const STAFF_KINDS = [
  'finance',
  'sales',
  'projectManager',
  'dispatcher',
  'technician',
  'technicianAndProjectManager',
] as const;
export type StaffKind = (typeof STAFF_KINDS)[number];

/** One entry of a staff list (`GET /api/sys/staff/:kind`); technicians carry their open orders as `load`. */
export const StaffMember = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  jobId: Nullable(Type.Integer()),
  deptId: Nullable(Type.Integer()),
  load: Type.Optional(Type.Integer()),
});
export type StaffMember = Static<typeof StaffMember>;

/** An on-the-job user (`GET /api/sys/user/on/the/job/list`, `/api/customer/dispatch/onTheJobs/users`). */
export const OnTheJobUser = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  username: Type.String(),
  imUid: Nullable(Type.String()),
  avatar: Nullable(Type.String()),
  authority: Type.String(),
  jobId: Nullable(Type.Integer()),
  deptId: Nullable(Type.Integer()),
  phone: Nullable(Type.String()),
  telephone: Nullable(Type.String()),
  customId: Nullable(Type.Integer()),
});
export type OnTheJobUser = Static<typeof OnTheJobUser>;
