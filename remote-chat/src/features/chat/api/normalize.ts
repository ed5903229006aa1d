import type { ChatMember, ChatSession } from './types';

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

function member(raw: Raw): ChatMember {
  return {
    id: num(raw.id ?? raw.userId) ?? 0,
    uid: str(raw.uid) ?? '',
    name: str(raw.name) ?? '',
    avatar: str(raw.avatar),
    type: str(raw.type) ?? 'staff',
  };
}

/** A channel as the server answers it (ChatChannel), or in SPEC section 3's names (snake case, `bodies`), as our session. */
export function toSession(raw: Raw): ChatSession {
  const bodies = (raw.lastMessage ?? raw.bodies ?? raw.lastMsg) as Raw | null | undefined;
  const members = Array.isArray(raw.members)
    ? raw.members
    : Array.isArray(raw.membersInfo)
      ? raw.membersInfo
      : [];
  return {
    id: num(raw.sysChannelId ?? raw.id) ?? 0,
    channelId: str(raw.channelId ?? raw.chatId ?? raw.groupId) ?? '',
    type: raw.type === 'chat' ? 'chat' : 'groupchat',
    toName: str(raw.toName ?? raw.name) ?? '',
    avatar: str(raw.avatar),
    unreadNum: num(raw.unreadNum ?? raw.unread_num) ?? 0,
    time: timeOf(raw.time ?? raw.lastTime ?? raw.updateTime),
    lastMsg: bodies
      ? {
          msgType: str(bodies.msgType) ?? 'text',
          msgContent: str(bodies.msg ?? bodies.msgContent) ?? '',
          ext: bodies.ext,
        }
      : null,
    serviceId: num(raw.serviceId),
    serviceNo: str(raw.serviceNo),
    membersInfo: (members as Raw[]).map(member),
    imGroupId: str(raw.imGroupId),
  };
}
