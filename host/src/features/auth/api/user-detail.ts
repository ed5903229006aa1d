import { call, type CallOptions, type UserInfo } from '@portal/shared';
import { userRoutes } from '@portal/shared/contract';

export const USER_DETAIL_QUERY_KEY = ['session', 'user-detail'] as const;

/** The signed-in user, as signing in and a start with a saved token both load it. */
export const fetchUserDetail = (options: CallOptions = {}): Promise<UserInfo> =>
  call(userRoutes.userDetail, {}, options);
