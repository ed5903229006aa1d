export type { Authority, MenuItem, UserInfo } from '../contract/user-info';
