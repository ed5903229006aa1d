import { randomUUID } from 'node:crypto';
import type { ChatSystemEvent, ChatMemberInfo } from '@portal/contract';
import type { Queryable } from '../../db/database';
import type { ImEvent } from './im-event';
import { insertSystemRecord, touchChannel } from './message-store-repository';
import {
  deleteGroupMember,
  groupMemberIds,
  insertGroupMembers,
  insertOrderGroup,
  orderForGroup,
  orderGroupRow,
  type OrderGroupRow,
} from './order-group-repository';

export interface OrderGroup extends OrderGroupRow {
  created: boolean;
}

/**
 * Adds users to a group (once each); engineers get the engineer member type, customers 'customer',
 * others 'staff'. Only users who may see the group's order join (`engineerId` counts as its engineer).
 */
export async function addGroupMembers(
  db: Queryable,
  groupId: number,
  userIds: Array<number | null | undefined>,
  engineerId?: number | null,
) {
  const ids = [...new Set(userIds.filter((id): id is number => typeof id === 'number'))];
  if (ids.length === 0) return;
  await insertGroupMembers(db, groupId, ids, engineerId ?? null);
}

export async function removeGroupMember(db: Queryable, groupId: number, userId: number | null) {
  if (userId) await deleteGroupMember(db, groupId, userId);
}

export async function findOrderGroup(db: Queryable, serviceId: number): Promise<OrderGroup | null> {
  const row = await orderGroupRow(db, serviceId);
  return row ? { ...row, id: Number(row.id), serviceId: Number(row.serviceId), created: false } : null;
}

/**
 * The order's group chat, created when it has none: the customer who placed the order, the
 * dispatcher, the responsible person and the engineer are members. Two callers racing both end on
 * the same row: the racing insert may meet either unique index (service_id, or the channel id made
 * from the service number) first, so no conflict target is named. `extraMembers` are added either way.
 */
export async function ensureOrderGroup(
  db: Queryable,
  serviceId: number,
  extraMembers: number[] = [],
): Promise<OrderGroup> {
  const order = await orderForGroup(db, serviceId);
  if (!order) throw new Error(`order ${serviceId} not found`);
  let group = await findOrderGroup(db, serviceId);
  if (!group) {
    const inserted = await insertOrderGroup(
      db,
      `svc_${order.serviceNo}`,
      order.dispatcherId,
      `${order.serviceNo} ${order.repairUserName}`,
      serviceId,
    );
    group = (await findOrderGroup(db, serviceId))!;
    group.created = inserted;
  }
  await addGroupMembers(
    db,
    group.id,
    [order.creatorId, order.dispatcherId, order.responsiblePersonId, order.engineerId, ...extraMembers],
    order.engineerId,
  );
  return group;
}

export interface SystemMessage {
  id: number;
  msgId: string;
  msgType: 'system';
  fromUserId: number | null;
  fromImUid: string | null;
  fromName: string | null;
  groupId: string;
  toUserId: string;
  msgContent: string;
  chatType: 'groupchat';
  createTime: string;
  time: number;
  ext: ChatSystemEvent;
  serviceId: number | null;
  sysChannelId: number;
  unreadCount: number;
}

/** Writes a system message into the group's records; returns the record and the IM event to publish after commit. */
export async function postSystemMessage(
  db: Queryable,
  group: Pick<OrderGroup, 'id' | 'channelId'> & { serviceId: number | null },
  content: string,
  fromUserId: number | null,
  ext: ChatSystemEvent,
  alsoNotify: number[] = [],
): Promise<{ message: SystemMessage; event: ImEvent }> {
  // The channel's row lock before the record gets its id (see sendMessage).
  await touchChannel(db, group.id);
  const time = Date.now();
  const msgId = randomUUID();
  const row = await insertSystemRecord(db, {
    msgId,
    sysChannelId: group.id,
    chatId: group.channelId,
    fromUserId,
    content,
    ext: JSON.stringify(ext),
    time,
  });
  const message: SystemMessage = {
    id: Number(row!.id),
    msgId,
    msgType: 'system',
    fromUserId,
    fromImUid: fromUserId === null ? null : row!.fromImUid,
    fromName: fromUserId === null ? null : row!.fromName,
    groupId: group.channelId,
    toUserId: group.channelId,
    msgContent: content,
    chatType: 'groupchat',
    createTime: row!.createTime,
    time,
    ext,
    serviceId: group.serviceId,
    sysChannelId: group.id,
    // System messages raise no one's unread count (SPEC section 4's rule counts people's messages only).
    unreadCount: 0,
  };
  const members = await groupMemberIds(db, group.id);
  return {
    message,
    event: {
      userIds: [...new Set([...members, ...alsoNotify])],
      members,
      message: { type: 'chat', ...message },
    },
  };
}

/** The event that moves users' sockets into or out of a channel's room and tells them so. */
export function channelEvent(sysChannelId: number, action: 'joined' | 'left', userIds: number[]): ImEvent {
  return { userIds, message: { type: 'channel', sysChannelId, action } };
}

/** The event that tells a channel's room its member list changed (SPEC section 6: open chats update live). */
export function membersEvent(sysChannelId: number, members: ChatMemberInfo[]): ImEvent {
  return { userIds: [], message: { type: 'members', sysChannelId, members } };
}
