import type { SystemUserRow } from '@portal/shared/contract';

/** A user as the listed-users picker shows it. */
export type UserOption = Pick<SystemUserRow, 'id' | 'name' | 'username'>;
