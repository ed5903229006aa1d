import type { UserInfo } from '../index';

/** A user as the session holds it: a customer of company 1 where `partial` says nothing else. */
export function testUser(partial: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 1,
    username: 'user',
    name: 'User',
    authority: 'customer',
    allowDispatch: false,
    avatar: null,
    imUid: null,
    imPwd: null,
    customId: 1,
    customIdName: 'Company',
    phone: null,
    telephone: null,
    jobId: null,
    deptId: null,
    status: 'onTheJob',
    isDelete: false,
    roles: [],
    authorities: [],
    menus: [],
    homePath: '/workplace',
    ...partial,
  };
}
