import type { UserInfoRow } from './user-info';

/** The signed-in user as the auth plugin reads it with the session and modules receive it. */
export interface AuthUser {
  id: number;
  username: string;
  name: string;
  authority: 'manager' | 'customer' | 'technician';
  allowDispatch: boolean;
  /** Release operator: publishes and rolls out remotes. */
  allowRelease: boolean;
  customerId: number | null;
  sessionId: number;
  /** The user's stored info as read with the session (GET /api/order/user/detail answers from it). */
  profile: UserInfoRow;
}
