/*
 * Which conversation the chat modal shows right now (null: none, or the modal is closed). The chat
 * feature writes it; the notifications read it, so nothing pops for the conversation on screen.
 */
let viewing: number | null = null;

export function setViewingChannel(sysChannelId: number | null): void {
  viewing = sysChannelId;
}

export function viewingChannel(): number | null {
  return viewing;
}
