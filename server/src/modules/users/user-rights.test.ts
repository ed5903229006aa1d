import {
  effectiveDispatch,
  refuseInvalidation,
  refusePasswordReset,
  refuseRightsChange,
  type RightsHolder,
} from './user-rights';

const admin: RightsHolder = { id: 1, authority: 'manager', allowDispatch: true };
const manager: RightsHolder = { id: 2, authority: 'manager', allowDispatch: false };
const tech: RightsHolder = { id: 3, authority: 'technician', allowDispatch: false };
const customer: RightsHolder = { id: 4, authority: 'customer', allowDispatch: false };
const strayCustomer: RightsHolder = { id: 5, authority: 'customer', allowDispatch: true };

describe('user rights', () => {
  it('never counts dispatch rights on a customer account', () => {
    expect(effectiveDispatch('customer', true)).toBe(false);
    expect(effectiveDispatch('manager', true)).toBe(true);
    expect(effectiveDispatch('technician', false)).toBe(false);
  });

  it('refuses dispatch rights on a customer account, created or edited, by anyone', () => {
    expect(refuseRightsChange(admin, null, { authority: 'customer', allowDispatch: true })).toEqual({
      status: 400,
      key: 'customerNoDispatch',
    });
    expect(refuseRightsChange(admin, customer, { authority: 'customer', allowDispatch: true })).toEqual({
      status: 400,
      key: 'customerNoDispatch',
    });
    // Clearing a stray flag is no change of rights: anyone who may edit the user may repair it.
    expect(
      refuseRightsChange(manager, strayCustomer, { authority: 'customer', allowDispatch: false }),
    ).toBeNull();
  });

  it('lets nobody raise (or change) their own role, dispatch rights or status', () => {
    expect(refuseRightsChange(manager, manager, { authority: 'manager', allowDispatch: true })).toEqual({
      status: 403,
      key: 'ownRightsForbidden',
    });
    expect(refuseRightsChange(admin, admin, { authority: 'technician', allowDispatch: true })).toEqual({
      status: 403,
      key: 'ownRightsForbidden',
    });
    expect(
      refuseRightsChange(admin, admin, { authority: 'manager', allowDispatch: true, status: 'left' }),
    ).toEqual({ status: 403, key: 'ownRightsForbidden' });
    expect(
      refuseRightsChange(manager, manager, {
        authority: 'manager',
        allowDispatch: false,
        status: 'onTheJob',
      }),
    ).toBeNull();
  });

  it('lets only a manager with dispatch rights grant or withdraw them', () => {
    expect(refuseRightsChange(manager, tech, { authority: 'technician', allowDispatch: true })).toEqual({
      status: 403,
      key: 'grantDispatchForbidden',
    });
    expect(refuseRightsChange(manager, admin, { authority: 'manager', allowDispatch: false })).toEqual({
      status: 403,
      key: 'grantDispatchForbidden',
    });
    expect(refuseRightsChange(manager, null, { authority: 'manager', allowDispatch: true })).toEqual({
      status: 403,
      key: 'grantDispatchForbidden',
    });
    expect(refuseRightsChange(admin, tech, { authority: 'technician', allowDispatch: true })).toBeNull();
    expect(refuseRightsChange(admin, null, { authority: 'manager', allowDispatch: true })).toBeNull();
    expect(refuseRightsChange(manager, tech, { authority: 'technician', allowDispatch: false })).toBeNull();
  });

  it("needs dispatch rights to change another manager's role or status", () => {
    const other: RightsHolder = { id: 9, authority: 'manager', allowDispatch: false };
    expect(refuseRightsChange(manager, other, { authority: 'customer', allowDispatch: false })).toEqual({
      status: 403,
      key: 'managerAccountForbidden',
    });
    expect(
      refuseRightsChange(manager, other, { authority: 'manager', allowDispatch: false, status: 'left' }),
    ).toEqual({ status: 403, key: 'managerAccountForbidden' });
    expect(refuseRightsChange(manager, other, { authority: 'manager', allowDispatch: false })).toBeNull();
    expect(
      refuseRightsChange(admin, other, { authority: 'technician', allowDispatch: false, status: 'left' }),
    ).toBeNull();
  });

  it("needs dispatch rights to reset another manager's password or invalidate a manager", () => {
    expect(refusePasswordReset(manager, admin)).toEqual({ status: 403, key: 'managerPasswordForbidden' });
    expect(refusePasswordReset(manager, { ...manager, id: 9 })).toEqual({
      status: 403,
      key: 'managerPasswordForbidden',
    });
    expect(refusePasswordReset(manager, tech)).toBeNull();
    expect(refusePasswordReset(manager, customer)).toBeNull();
    expect(refusePasswordReset(admin, manager)).toBeNull();
    expect(refuseInvalidation(manager, admin)).toEqual({ status: 403, key: 'managerAccountForbidden' });
    expect(refuseInvalidation(admin, admin)).toEqual({ status: 403, key: 'ownRightsForbidden' });
    expect(refuseInvalidation(manager, customer)).toBeNull();
  });
});
