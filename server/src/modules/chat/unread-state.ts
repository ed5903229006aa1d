import type { ChatUnread } from '@portal/contract';
import type { Queryable } from '../../db/database';
import { unreadTotals } from './read-state-repository';

/**
 * Users' unread chat totals, each with its version (migration 009), read in one statement so that
 * each pair is one snapshot. Totals computed concurrently may reach a client in any order: the
 * client keeps the one of highest version (see `newerUnread`).
 */
export async function unreadStates(db: Queryable, userIds: number[]): Promise<Map<number, ChatUnread>> {
  if (userIds.length === 0) return new Map();
  const rows = await unreadTotals(db, userIds);
  return new Map(rows.map((r) => [Number(r.userId), { total: Number(r.total), version: Number(r.version) }]));
}

export async function unreadState(db: Queryable, userId: number): Promise<ChatUnread> {
  return (await unreadStates(db, [userId])).get(userId) ?? { total: 0, version: 0 };
}
