export type { Authority, MenuItem, UserInfo } from '@portal/contract/user-info';
