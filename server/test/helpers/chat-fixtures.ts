import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/db/database';
import { ensureOrderGroup } from '../../src/modules/chat/order-group';
import { makeOrder, userId } from '../dispatch-fixtures';

/**
 * A fresh order of company A with its group chat: the demo customer (who placed it), the engineer
 * (when `engineer`), and the named extra users are members.
 */
export async function makeGroup(db: Database, options: { engineer?: boolean; extra?: string[] } = {}) {
  const engineerId = options.engineer === false ? null : await userId(db, 'engineer');
  const serviceId = await makeOrder(db, 'toArrive', engineerId);
  const extra = await Promise.all((options.extra ?? ['admin']).map((name) => userId(db, name)));
  const group = await ensureOrderGroup(db, serviceId, extra);
  return { serviceId, sysChannelId: group.id, chatId: group.channelId };
}

export const text = (sysChannelId: number, msgContent: string, extra: Record<string, unknown> = {}) => ({
  clientId: randomUUID(),
  sysChannelId,
  msgType: 'text',
  msgContent,
  ...extra,
});

export async function recordCount(db: Database, sysChannelId: number): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM chat_records WHERE channel_id = $1 AND msg_type <> 'system'`,
    [sysChannelId],
  );
  return rows[0].n;
}
