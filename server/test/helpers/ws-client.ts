import WebSocket from 'ws';

export interface WsClient {
  socket: WebSocket;
  /** Messages received and not yet taken by next(). */
  messages: Array<Record<string, unknown>>;
  next(): Promise<Record<string, unknown>>;
  /** Resolves with the close code once the server (or we) closed the socket. */
  closed: Promise<number>;
}

/** A real WebSocket client of the IM gateway, collecting what it receives. */
export function openWs(url: string): Promise<WsClient> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const messages: Array<Record<string, unknown>> = [];
    const waiting: Array<(m: Record<string, unknown>) => void> = [];
    const closed = new Promise<number>((r) => socket.on('close', (code) => r(code)));
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as Record<string, unknown>;
      const waiter = waiting.shift();
      if (waiter) waiter(message);
      else messages.push(message);
    });
    socket.on('open', () =>
      resolve({
        socket,
        messages,
        closed,
        next: () => (messages.length ? Promise.resolve(messages.shift()!) : new Promise((r) => waiting.push(r))),
      }),
    );
    socket.on('error', reject);
  });
}

/** Opens a signed-in client and waits for its greeting (ready, then the unread total). */
export async function openSignedIn(base: string, token: string): Promise<WsClient> {
  const client = await openWs(`${base}/im/ws?token=${encodeURIComponent(token)}`);
  await client.next();
  await client.next();
  return client;
}
