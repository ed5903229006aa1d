import type { ServiceOrderRow } from '@portal/contract';
import type { AuthUser } from '../users/auth-user';
import { STEPS, type Role, type Status, type StepName } from './step-table';

/** What the machine needs to know about who takes a step. */
export type FlowUser = Pick<AuthUser, 'id' | 'name' | 'authority' | 'allowDispatch' | 'customerId'>;

/** The roles a user holds towards one order. */
export function rolesOf(user: FlowUser, order: { engineerId: number | null; customerId: number }): Set<Role> {
  const roles = new Set<Role>();
  if (user.allowDispatch) roles.add('dispatcher');
  if (order.engineerId !== null && order.engineerId === user.id) roles.add('engineer');
  if (user.authority === 'customer' && user.customerId === order.customerId) roles.add('customer');
  return roles;
}

/** What `availableSteps` needs to know of an order. */
type StepSubject = Pick<ServiceOrderRow, 'engineerId' | 'customerId'> & { status: string };

/** Steps the user could take on the order now: the front ends show these as buttons and never derive them. */
export function availableSteps(user: FlowUser, order: StepSubject): StepName[] {
  const roles = rolesOf(user, order);
  return (Object.keys(STEPS) as StepName[]).filter((step) => {
    const def = STEPS[step];
    return def.from.includes(order.status as Status) && def.who.some((r) => roles.has(r));
  });
}

/** List rows with the steps the user could take on each. */
export const withAvailableSteps = <Row extends StepSubject>(user: FlowUser, rows: Row[]) =>
  rows.map((row) => ({ ...row, availableSteps: availableSteps(user, row) }));
