import type { ChatMemberInfo, ChatSession } from './types';

type Raw = Record<string, unknown>;

const str = (v: unknown): string | null =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null;
const num = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

function timeOf(v: unknown): number {
  const n = num(v);
  if (n !== null) return n;
  const s = str(v);
  const parsed = s ? Date.parse(s.replace(' ', 'T')) : NaN;
  return Number.isFinite(parsed) ? parsed : 0;
}

function member(raw: Raw): ChatMemberInfo {
  return {
    uid: str(raw.uid) ?? '',
    name: str(raw.name) ?? '',
    avatar: str(raw.avatar),
    type: str(raw.type) ?? 'staff',
    userId: num(raw.userId ?? raw.id),
    lastReadId: num(raw.lastReadId),
  };
}

/** A channel as the server sends it (SPEC section 3 names, snake or camel case) as our session. */
export function toSession(raw: Raw): ChatSession {
  const bodies = (raw.bodies ?? raw.lastMsg ?? raw.lastMessage) as Raw | null | undefined;
  const members = Array.isArray(raw.membersInfo)
    ? raw.membersInfo
    : Array.isArray(raw.members)
      ? raw.members
      : [];
  return {
    id: num(raw.sysChannelId ?? raw.id) ?? 0,
    chatId: str(raw.chatId ?? raw.channelId ?? raw.groupId) ?? '',
    type: raw.type === 'chat' ? 'chat' : 'groupchat',
    name: str(raw.name ?? raw.toName) ?? '',
    avatar: str(raw.avatar),
    unreadNum: num(raw.unreadNum ?? raw.unread_num) ?? 0,
    time: timeOf(raw.time ?? raw.lastTime ?? raw.updateTime),
    lastMsg: bodies
      ? { msgType: str(bodies.msgType) ?? 'text', msgContent: str(bodies.msg ?? bodies.msgContent) ?? '' }
      : null,
    serviceId: num(raw.serviceId),
    serviceNo: str(raw.serviceNo),
    serviceStatus: str(raw.serviceStatus),
    serviceAppointmentTime: str(raw.serviceAppointmentTime),
    projectId: num(raw.projectId),
    projectName: str(raw.projectName),
    serviceContentId: num(raw.serviceContentId),
    membersInfo: (members as Raw[]).map(member),
    imGroupId: str(raw.imGroupId),
    isLackReceipt: raw.isLackReceipt === true,
  };
}
