import type { Queryable } from '../../db/database';
import { loginFailureCounts } from './login-repository';

/** Failures are counted over this window. */
export const WINDOW_MINUTES = 15;
/** Failed sign-ins of one account from one address before each further try has to wait. */
export const FREE_PAIR_FAILURES = 3;
/** Failed sign-ins from one address (any usernames) before each further try has to wait. */
export const FREE_ADDRESS_FAILURES = 20;
/** The longest wait between two tries. */
export const MAX_DELAY_SECONDS = 300;

/** 1, 2, 4, … seconds after the free failures, capped. */
export function delayAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(2 ** (failures - free), MAX_DELAY_SECONDS);
}

/**
 * Seconds the caller must still wait before trying this username from this address (0: go ahead).
 * The back-off is per address+account (and per address over all accounts, against username
 * spraying), never per account alone: an attacker elsewhere cannot keep the owner out. Counts live
 * in the database, so every server process agrees.
 */
export async function loginWaitSeconds(db: Queryable, username: string, ip: string): Promise<number> {
  const row = await loginFailureCounts(db, username, ip, WINDOW_MINUTES);
  if (!row) return 0;
  const pairWait = delayAfter(row.pairFailures, FREE_PAIR_FAILURES) - (row.pairSinceLast ?? Infinity);
  const addressWait =
    delayAfter(row.addressFailures, FREE_ADDRESS_FAILURES) - (row.addressSinceLast ?? Infinity);
  return Math.max(0, Math.ceil(Math.max(pairWait, addressWait)));
}
