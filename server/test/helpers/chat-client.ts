import { io, type Socket } from 'socket.io-client';
import type { FastifyInstance } from 'fastify';
import {
  CHAT_SOCKET_PATH,
  type ChatClientEvents,
  type ChatError,
  type ChatServerEvents,
} from '@portal/contract';

export type ChatSocket = Socket<ChatServerEvents, ChatClientEvents>;

/** One event a client received: its name and payload. */
export interface Received {
  event: string;
  data: unknown;
}

export interface ChatClient {
  socket: ChatSocket;
  /** Events received and not yet taken by next(). */
  received: Received[];
  /** The next event (of the given name, skipping others when named). */
  next(event?: string): Promise<Received>;
  /** Resolves once the server disconnected the socket (with the reason socket.io gives). */
  disconnected: Promise<string>;
  /** The session:end event's data, once received. */
  sessionEnd: Promise<ChatError>;
  /** Emits with an acknowledgement and resolves with it. */
  call<T = Record<string, unknown>>(event: keyof ChatClientEvents, payload: unknown): Promise<T>;
  close(): void;
}

/** The server's address as a socket.io client URL (the app must listen). */
export function baseUrl(app: FastifyInstance): string {
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

function collect(socket: ChatSocket): Pick<ChatClient, 'received' | 'next'> {
  const received: Received[] = [];
  const waiting: Array<{ event?: string; resolve: (r: Received) => void }> = [];
  socket.onAny((event: string, data: unknown) => {
    const item = { event, data };
    const index = waiting.findIndex((w) => !w.event || w.event === event);
    if (index >= 0) waiting.splice(index, 1)[0].resolve(item);
    else received.push(item);
  });
  return {
    received,
    next: (event?: string) => {
      const index = received.findIndex((r) => !event || r.event === event);
      if (index >= 0) return Promise.resolve(received.splice(index, 1)[0]);
      return new Promise((resolve) => waiting.push({ event, resolve }));
    },
  };
}

/** Connects without waiting for the greeting; rejects with the connect_error's data when refused. */
export function connectChat(
  base: string,
  token: string | undefined,
  options: { transports?: string[]; lang?: string } = {},
): Promise<ChatClient> {
  const socket: ChatSocket = io(base, {
    path: CHAT_SOCKET_PATH,
    auth: { token, ...(options.lang ? { lang: options.lang } : {}) },
    transports: options.transports ?? ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  const { received, next } = collect(socket);
  const disconnected = new Promise<string>((resolve) => socket.on('disconnect', (reason) => resolve(reason)));
  const sessionEnd = new Promise<ChatError>((resolve) => socket.on('session:end', (data) => resolve(data)));
  return new Promise((resolve, reject) => {
    socket.once('connect_error', (error) => {
      socket.close();
      reject((error as Error & { data?: unknown }).data ?? error);
    });
    socket.once('connect', () =>
      resolve({
        socket,
        received,
        next,
        disconnected,
        sessionEnd,
        call: <T>(event: keyof ChatClientEvents, payload: unknown) =>
          (socket.timeout(10_000).emitWithAck as (e: string, p: unknown) => Promise<T>)(event, payload),
        close: () => socket.close(),
      }),
    );
  });
}

/** Connects and waits for the greeting (ready, then the unread total). */
export async function openChat(
  base: string,
  token: string,
  options: { transports?: string[]; lang?: string } = {},
): Promise<ChatClient> {
  const client = await connectChat(base, token, options);
  await client.next('ready');
  await client.next('unread');
  return client;
}
