import type { ChatChannel, ChatMemberInfo, ChatSimpleInfo } from '@portal/contract';
import type { Queryable } from '../../db/database';
import {
  channelMemberRows,
  simpleInfoRows,
  userChannelPage,
  userChannelRows,
  type ChannelRow,
} from './channel-repository';
import { lastMessagesOf } from './message-repository';

export async function channelMembers(
  db: Queryable,
  channelIds: number[],
): Promise<Map<number, ChatMemberInfo[]>> {
  const rows = await channelMemberRows(db, channelIds);
  const byChannel = new Map<number, ChatMemberInfo[]>();
  for (const { channelId, ...member } of rows) {
    const list = byChannel.get(Number(channelId)) ?? [];
    list.push({ ...member, id: Number(member.id) });
    byChannel.set(Number(channelId), list);
  }
  return byChannel;
}

async function complete(db: Queryable, rows: ChannelRow[]): Promise<ChatChannel[]> {
  const ids = rows.map((r) => Number(r.id));
  if (ids.length === 0) return [];
  const members = await channelMembers(db, ids);
  const last = await lastMessagesOf(db, ids);
  const lastBy = new Map(last.map((m) => [m.sysChannelId, m]));
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    owner: r.owner === null ? null : Number(r.owner),
    unreadNum: Number(r.unreadNum),
    time: Number(r.time),
    serviceId: r.serviceId === null ? null : Number(r.serviceId),
    members: members.get(Number(r.id)) ?? [],
    lastMessage: lastBy.get(Number(r.id)) ?? null,
  }));
}

/** The user's channel page: newest activity first, optionally those whose name holds `toName`. */
export async function channelPage(
  db: Queryable,
  userId: number,
  page: { current: number; size: number; toName?: string },
) {
  const { total, records } = await userChannelPage(db, userId, page);
  return { total, records: await complete(db, records) };
}

/** One channel the user may see, by id or chatId; null otherwise. */
export async function oneChannel(
  db: Queryable,
  userId: number,
  by: { id?: number; channelId?: string },
): Promise<ChatChannel | null> {
  const rows = await userChannelRows(db, userId, by);
  return (await complete(db, rows))[0] ?? null;
}

export async function simpleInfo(
  db: Queryable,
  userId: number,
  by: { id?: number; serviceId?: number },
): Promise<ChatSimpleInfo | null> {
  const rows = await simpleInfoRows(db, userId, by);
  const row = rows[0];
  return row
    ? { ...row, id: Number(row.id), serviceId: row.serviceId === null ? null : Number(row.serviceId) }
    : null;
}
