import type { MessageKey } from '../../i18n';

export type Authority = 'manager' | 'customer' | 'technician';

export interface RightsHolder {
  id: number;
  authority: Authority;
  allowDispatch: boolean;
  /** Release operator (publishes and rolls out remotes); counts for managers only. */
  allowRelease?: boolean;
}

export interface RightsChange {
  authority: Authority;
  allowDispatch: boolean;
  /** Absent: the release right stays as it is. */
  allowRelease?: boolean;
  status?: 'onTheJob' | 'left';
}

/** A refused change: the HTTP status and the message the caller sees. */
export interface Refusal {
  status: 400 | 403;
  key: MessageKey;
}

/** Customer accounts never hold dispatch rights; a flag stored on one anyway counts as unset. */
export const canHoldDispatch = (authority: Authority): boolean => authority !== 'customer';
export const effectiveDispatch = (authority: Authority, flag: boolean): boolean =>
  flag && canHoldDispatch(authority);

/**
 * Creating (target null) or editing a user. Nobody changes their own role, dispatch rights or
 * status; only a manager with dispatch rights grants or withdraws dispatch rights, or changes
 * another manager's role or status.
 */
export function refuseRightsChange(
  actor: RightsHolder,
  target: RightsHolder | null,
  next: RightsChange,
): Refusal | null {
  if (next.authority === 'customer' && next.allowDispatch) return { status: 400, key: 'customerNoDispatch' };
  return refuseReleaseChange(actor, target, next) ?? refuseDispatchChange(actor, target, next);
}

const effectiveRelease = (holder: { authority: Authority; allowRelease?: boolean }): boolean =>
  !!holder.allowRelease && holder.authority === 'manager';

/**
 * The release right (who may ship code to every browser): only a holder grants or withdraws it, a
 * change of role that would end it included; nobody changes their own.
 */
function refuseReleaseChange(
  actor: RightsHolder,
  target: RightsHolder | null,
  next: RightsChange,
): Refusal | null {
  if (next.allowRelease && next.authority !== 'manager')
    return { status: 400, key: 'releaseRightManagerOnly' };
  const current = target ? effectiveRelease(target) : false;
  const after = effectiveRelease({
    authority: next.authority,
    allowRelease: next.allowRelease ?? target?.allowRelease,
  });
  if (after === current) return null;
  if (target && target.id === actor.id) return { status: 403, key: 'ownRightsForbidden' };
  if (!effectiveRelease(actor)) return { status: 403, key: 'grantReleaseForbidden' };
  return null;
}

function refuseDispatchChange(
  actor: RightsHolder,
  target: RightsHolder | null,
  next: RightsChange,
): Refusal | null {
  const current = target ? effectiveDispatch(target.authority, target.allowDispatch) : false;
  if (target && target.id === actor.id) {
    if (next.authority !== target.authority || next.allowDispatch !== current || next.status === 'left')
      return { status: 403, key: 'ownRightsForbidden' };
    return null;
  }
  if (next.allowDispatch !== current && !actor.allowDispatch)
    return { status: 403, key: 'grantDispatchForbidden' };
  if (
    target?.authority === 'manager' &&
    !actor.allowDispatch &&
    (next.authority !== target.authority || next.status === 'left')
  ) {
    return { status: 403, key: 'managerAccountForbidden' };
  }
  return null;
}

/** Setting another user's password: another manager's (the admin's included) needs dispatch rights, a release operator's the release right. */
export function refusePasswordReset(actor: RightsHolder, target: RightsHolder): Refusal | null {
  if (target.id !== actor.id && effectiveRelease(target) && !effectiveRelease(actor))
    return { status: 403, key: 'releaseAccountForbidden' };
  if (target.id !== actor.id && target.authority === 'manager' && !actor.allowDispatch)
    return { status: 403, key: 'managerPasswordForbidden' };
  return null;
}

/** Invalidating a user: never oneself; another manager only with dispatch rights, a release operator only with the release right. */
export function refuseInvalidation(actor: RightsHolder, target: RightsHolder): Refusal | null {
  if (target.id === actor.id) return { status: 403, key: 'ownRightsForbidden' };
  if (effectiveRelease(target) && !effectiveRelease(actor))
    return { status: 403, key: 'releaseAccountForbidden' };
  if (target.authority === 'manager' && !actor.allowDispatch)
    return { status: 403, key: 'managerAccountForbidden' };
  return null;
}
