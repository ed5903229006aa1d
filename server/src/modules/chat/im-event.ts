/**
 * Something the chat server delivers to users' sockets after a change is committed. `message.type`
 * names the socket event: 'chat' is delivered as `message` (a ChatMessage), 'channel' as `channel`
 * (and moves the users' sockets into or out of the channel's room), anything else (`notice`,
 * `unread`, ...) under its own name with the remaining fields.
 */
export interface ImEvent {
  userIds: number[];
  message: { type: string; [key: string]: unknown };
  /** Users whose sockets join the room of `message.sysChannelId` before delivery (current members). */
  members?: number[];
}
