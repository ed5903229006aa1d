import { api, request, type CallOptions, type UserInfo } from '@portal/shared';

export const USER_DETAIL_QUERY_KEY = ['session', 'user-detail'] as const;

export function fetchUserDetail(options: CallOptions = {}): Promise<UserInfo> {
  return request<UserInfo>(api, { url: '/order/user/detail', method: 'GET', silent: options.silent });
}
