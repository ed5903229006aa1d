import { io, type Socket } from 'socket.io-client';
import { DEMO_PASSWORD } from './accounts';

/**
 * A chat client outside the browser (setup, not the subject of a test): signs in through the API
 * and speaks the socket protocol, e.g. to give a conversation a long history.
 */
export async function chatClientAs(
  baseURL: string,
  username: string,
): Promise<{ socket: Socket; close: () => void }> {
  const res = await fetch(new URL('/api/auth/login', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  const token = ((await res.json()) as { data: { token: string } }).data.token;
  const socket = io(baseURL, {
    path: '/im/socket.io',
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('ready', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, close: () => socket.close() };
}

/** Sends texts into a channel one after another, each acknowledged before the next. */
export async function sendTexts(socket: Socket, sysChannelId: number, texts: string[]): Promise<void> {
  for (const [i, text] of texts.entries()) {
    const answer = (await socket.timeout(10_000).emitWithAck('message:send', {
      clientId: `e2e-${Date.now()}-${i}`,
      sysChannelId,
      msgType: 'text',
      msgContent: text,
    })) as { ok: boolean; msg?: string };
    if (!answer.ok) throw new Error(`send refused: ${answer.msg}`);
  }
}
