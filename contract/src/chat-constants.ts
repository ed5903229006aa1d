// The chat protocol's plain constants (no TypeBox): the socket's path and heartbeat, its limits, its
// error codes and the unread-total rule. chat-socket.ts re-exports them beside the schemas.

export const CHAT_SOCKET_PATH = '/im/socket.io';
export const CHAT_HEARTBEAT_MS = 30_000;
/** SPEC section 9: chat files up to 10M. */
export const CHAT_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const CHAT_TEXT_MAX_LENGTH = 5000;
export const CHAT_HISTORY_PAGE_SIZE = 20;
export const CHAT_CHANNEL_PAGE_SIZE = 150;
/** Most messages one `sync` answers with; `more` says whether to ask again. */
export const CHAT_SYNC_LIMIT = 500;

/** SPEC section 8's chat error codes that the built-in server uses. */
export const ChatErrorCode = {
  unknown: 0,
  notSignedIn: 28,
  fileTooLarge: 101,
  notInGroup: 602,
  groupMissing: 605,
  badRequest: 400,
  rateLimited: 507,
} as const;
export type ChatErrorCodeValue = (typeof ChatErrorCode)[keyof typeof ChatErrorCode];

/** Whether `incoming` should replace `current`: the newest version wins; without a version (an older server), the last one. */
export function newerUnread(
  current: { total: number; version: number } | null,
  incoming: { total: number; version?: number },
): boolean {
  if (!Number.isFinite(incoming.total)) return false;
  if (current === null || incoming.version === undefined || !Number.isFinite(incoming.version)) return true;
  return incoming.version > current.version;
}
