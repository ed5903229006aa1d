import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import {
  CHAT_FILE_MAX_BYTES,
  CHAT_HEARTBEAT_MS,
  CHAT_SOCKET_PATH,
  ChatClientPayloads,
  ChatErrorCode,
  type ChatAck,
  type ChatClientEvents,
  type ChatError,
  type ChatMessage,
  type ChatServerEvents,
} from '@portal/contract';
import { sessionForToken, sessionStillValid } from '../sessions/session-lookup';
import { SESSION_END_CHANNEL, parseSessionEnd } from '../sessions/session-end';
import { USER_CHANGE_CHANNEL, parseUserChange } from '../sessions/session-cache';
import type { ImEvent } from './im-event';
import { ChatFailure } from './chat-failure';
import { payloadFailure } from './payload-failure';
import { imUidOf } from './chat-repository';
import { visibleChannelIds } from './membership-repository';
import { sendMessage } from './send-message';
import { markRead } from './read-message';
import { syncMessages } from './sync-messages';
import { unreadState, unreadStates } from './unread-state';
import { MemoryRateLimit, RedisRateLimit, type ChatEventName, type EventRateLimit } from './rate-limit';
import { SingleFlight } from './single-flight';
import { parseLang, translate, type Lang } from '../../i18n';
import { signFileUrl } from '../files/file-url-signature';

/** Without Redis, events published by one process reach the others' sockets through the database's NOTIFY. */
export const IM_CHANNEL = 'im_events';

interface SocketData {
  userId: number;
  sessionId: number;
  imUid: string;
  lang: Lang;
  /** When the session ends unless extended (epoch ms), and when it was last read from the database. */
  expiresMs: number;
  checkedMs: number;
}

/**
 * Refusals in a row (507, no event served between them) after which a socket is closed: a client that
 * waits `retryAfter` meets a handful; a script ignoring them costs the server nothing more.
 */
export const REFUSALS_BEFORE_CLOSE = 60;

/** Longest a session-expiry timer is set for (setTimeout's limit is about 24.8 days). */
const EXPIRY_TIMER_MAX_MS = 6 * 60 * 60 * 1000;

type ChatServer = Server<ChatClientEvents, ChatServerEvents, Record<string, never>, SocketData>;
type ChatSocket = Socket<ChatClientEvents, ChatServerEvents, Record<string, never>, SocketData>;
/** `io` (every process through the adapter) or `io.local` (this process only). */
type Target = Pick<ChatServer, 'to' | 'in'>;
/** A client event's payload, its ack and the ack's answer on success, as the contract's event table gives them. */
type PayloadOf<N extends ChatEventName> = Parameters<ChatClientEvents[N]>[0];
type AckOf<N extends ChatEventName> = Parameters<Parameters<ChatClientEvents[N]>[1]>[0];
type AnswerOf<N extends ChatEventName> = Omit<Extract<AckOf<N>, { ok: true }>, 'ok'>;

export interface ImGateway {
  publish(event: ImEvent): Promise<void>;
  connectionCount(): number;
  /** Members added to a channel: their sockets join its room, and they are told. */
  joined(sysChannelId: number, userIds: number[]): Promise<void>;
  io: ChatServer;
}

declare module 'fastify' {
  interface FastifyInstance {
    im: ImGateway;
  }
}

export const userRoom = (id: number) => `user:${id}`;
export const sessionRoom = (id: number) => `session:${id}`;
export const channelRoom = (id: number) => `channel:${id}`;

function deliver(target: Target, event: ImEvent) {
  const { type, ...data } = event.message;
  const sysChannelId = typeof data.sysChannelId === 'number' ? data.sysChannelId : null;
  // To the channel's room: every open chat of the group, whoever its members are by now.
  if (type === 'members' && sysChannelId) {
    target.to(channelRoom(sysChannelId)).emit('members', data as never);
    return;
  }
  if (event.userIds.length === 0) return;
  const rooms = event.userIds.map(userRoom);
  if (type === 'chat') {
    if (sysChannelId && event.members?.length)
      target.in(event.members.map(userRoom)).socketsJoin(channelRoom(sysChannelId));
    target.to(rooms).emit('message', data as never);
  } else if (type === 'channel' && sysChannelId) {
    if (data.action === 'left') target.in(rooms).socketsLeave(channelRoom(sysChannelId));
    else target.in(rooms).socketsJoin(channelRoom(sysChannelId));
    target.to(rooms).emit('channel', { sysChannelId, action: data.action === 'left' ? 'left' : 'joined' });
  } else {
    (target.to(rooms).emit as (name: string, payload: unknown) => boolean)(type, data);
  }
}

/** A socket-level failure as the client sees it: a chat error code and a message in its language. */
function failure(lang: Lang, error: unknown): ChatError {
  if (error instanceof ChatFailure)
    return { code: error.code, msg: translate(lang, error.messageKey, error.params) };
  return { code: ChatErrorCode.unknown, msg: translate(lang, 'chatUnknown') };
}

/**
 * The built-in chat server: socket.io at CHAT_SOCKET_PATH on the portal's own http server. The access
 * token travels in the handshake's `auth`. Each socket joins the rooms of its user, its session and
 * every channel it may see. With REDIS_URL every emit and room change reaches the sockets of all
 * processes through the Redis adapter. Ended sessions (logout, password change) arrive by NOTIFY in
 * every process, which tells and disconnects its own sockets of them at once.
 */
export default fp(async function imGateway(app: FastifyInstance) {
  const io: ChatServer = new Server(app.server, {
    path: CHAT_SOCKET_PATH,
    pingInterval: CHAT_HEARTBEAT_MS,
    pingTimeout: 20_000,
    serveClient: false,
    // A message is text or a link; files travel by upload, never through the socket.
    maxHttpBufferSize: 256 * 1024,
  });
  let closeRedis: (() => Promise<void>) | null = null;
  let rateLimit: EventRateLimit = new MemoryRateLimit();
  if (app.config.redisUrl) {
    const pub = createClient({ url: app.config.redisUrl });
    const sub = pub.duplicate();
    pub.on('error', (error) => app.log.warn({ err: error }, 'redis (chat publish)'));
    sub.on('error', (error) => app.log.warn({ err: error }, 'redis (chat subscribe)'));
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub, { key: app.config.imRedisKey }));
    rateLimit = new RedisRateLimit(
      (script, keys, args) => pub.eval(script, { keys, arguments: args }),
      app.config.imRedisKey,
      (error) => app.log.warn({ err: error }, 'redis (chat rate limit); this process limits alone'),
    );
    closeRedis = async () => {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    };
  }

  const unlisten = closeRedis
    ? null
    : await app.db.listen(IM_CHANNEL, (payload) => {
        try {
          deliver(io.local, JSON.parse(payload) as ImEvent);
        } catch (error) {
          app.log.warn({ err: error }, 'bad IM event');
        }
      });

  /** This process's sockets in a room (real sockets, whose rooms can be read and changed at once). */
  const localSockets = (room: string): ChatSocket[] => {
    const namespace = io.of('/');
    return [...(namespace.adapter.rooms.get(room) ?? [])].flatMap((id) => namespace.sockets.get(id) ?? []);
  };
  const endSocket = (socket: Pick<ChatSocket, 'emit' | 'disconnect' | 'data'>) => {
    socket.emit('session:end', {
      code: ChatErrorCode.notSignedIn,
      msg: translate(socket.data.lang, 'chatNotSignedIn'),
    });
    socket.disconnect(true);
  };
  const endSession = (sessionId: number) => {
    for (const socket of localSockets(sessionRoom(sessionId))) endSocket(socket);
  };

  // Each socket is closed when its session expires: a timer at its end reads the session again
  // (a call on another connection may have extended it) and closes the socket or waits for the new end.
  const expiryTimers = new Map<string, NodeJS.Timeout>();
  const watchExpiry = (socket: ChatSocket) => {
    clearTimeout(expiryTimers.get(socket.id));
    const wait = Math.min(EXPIRY_TIMER_MAX_MS, Math.max(0, socket.data.expiresMs - Date.now()) + 50);
    const timer = setTimeout(() => void checkSession(socket, true), wait);
    timer.unref();
    expiryTimers.set(socket.id, timer);
  };
  /**
   * Whether the socket's session still counts, read again from the database when the last read is
   * older than SESSION_CACHE_MS (or `now`) or the session's end has passed; a socket whose session
   * ended is told and closed.
   */
  const checkSession = async (socket: ChatSocket, now = false): Promise<boolean> => {
    if (socket.disconnected) return false;
    const { sessionId, userId, checkedMs, expiresMs } = socket.data;
    const at = Date.now();
    if (!now && at - checkedMs < app.config.sessionCacheMs && at < expiresMs) return true;
    const session = await sessionStillValid(app.db, sessionId, userId);
    if (!session) {
      endSocket(socket);
      return false;
    }
    socket.data.checkedMs = at;
    socket.data.expiresMs = session.expiresMs;
    if (!socket.disconnected) watchExpiry(socket);
    return true;
  };

  /**
   * A change of a user's rights (company, authority, dispatch right, on the job): this process's
   * sockets of the user are checked again, closed when their session no longer counts, else moved
   * out of the rooms of channels the user may no longer see (and into those it now may), and told.
   * Reviews of one user run one after another, so an older answer never undoes a newer one.
   */
  const reviews = new Map<number, Promise<void>>();
  // A review queued and not started yet reads everything afresh: a second change need not queue another.
  const queued = new Set<number>();
  const reviewUser = async (userId: number) => {
    const sockets = localSockets(userRoom(userId));
    if (sockets.length === 0) return;
    const visible = new Set((await visibleChannelIds(app.db, userId)).map(channelRoom));
    for (const socket of sockets) {
      if (!(await checkSession(socket, true))) continue;
      for (const room of [...socket.rooms]) {
        if (!room.startsWith('channel:') || visible.has(room)) continue;
        await socket.leave(room);
        socket.emit('channel', { sysChannelId: Number(room.slice('channel:'.length)), action: 'left' });
      }
      const joining = [...visible].filter((room) => !socket.rooms.has(room));
      if (joining.length === 0) continue;
      await socket.join(joining);
      for (const room of joining)
        socket.emit('channel', { sysChannelId: Number(room.slice('channel:'.length)), action: 'joined' });
    }
  };
  const review = (userId: number) => {
    if (queued.has(userId)) return;
    queued.add(userId);
    const next = (reviews.get(userId) ?? Promise.resolve())
      .then(() => {
        queued.delete(userId);
        return reviewUser(userId);
      })
      .catch((error: unknown) => app.log.error({ err: error, userId }, 'chat rights review failed'));
    reviews.set(userId, next);
    void next.then(() => {
      if (reviews.get(userId) === next) reviews.delete(userId);
    });
  };
  // Every process hears it (the users table's trigger, migration 008) and reviews its own sockets.
  // A payload without ids (a company renamed) changes nobody's rights: a company's users changing
  // company or a deleted company's users are announced by their own rows.
  const unlistenUsers = await app.db.listen(USER_CHANGE_CHANNEL, (payload) => {
    for (const userId of parseUserChange(payload) ?? []) review(userId);
  });
  const unlistenSessions = await app.db.listen(SESSION_END_CHANNEL, (payload) => {
    const event = parseSessionEnd(payload);
    if (!event) {
      app.log.warn('bad session end event');
      return;
    }
    for (const sessionId of event.sessionIds) endSession(sessionId);
  });

  const publish = async (event: ImEvent) => {
    if (closeRedis) deliver(io, event);
    else await app.db.notify(IM_CHANNEL, JSON.stringify(event));
  };

  app.decorate('im', {
    publish,
    connectionCount: () => io.of('/').sockets.size,
    joined: (sysChannelId: number, userIds: number[]) =>
      publish({ userIds, message: { type: 'channel', sysChannelId, action: 'joined' } }),
    io,
  });

  // Before the http server closes: it waits for open connections, and these stay open until told.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    await unlisten?.();
    await unlistenSessions();
    await unlistenUsers();
    for (const timer of expiryTimers.values()) clearTimeout(timer);
    await Promise.allSettled(reviews.values());
    // The http server is Fastify's: closing the engine lets go of it without closing it.
    io.engine.close();
    await closeRedis?.();
  });

  io.use(async (socket, next) => {
    const auth = (socket.handshake.auth ?? {}) as { token?: unknown; lang?: unknown };
    const lang = parseLang(
      typeof auth.lang === 'string' ? auth.lang : socket.handshake.headers['accept-language'],
    );
    // A refused handshake: its message and, in `data`, the chat error the client reads.
    const refuse = (code: ChatError['code'], key: 'chatNotSignedIn' | 'chatUnknown') =>
      next(Object.assign(new Error(translate(lang, key)), { data: { code, msg: translate(lang, key) } }));
    try {
      const session =
        typeof auth.token === 'string' && auth.token
          ? await sessionForToken(app.db, auth.token, app.tokenSecret)
          : null;
      if (!session) {
        refuse(ChatErrorCode.notSignedIn, 'chatNotSignedIn');
        return;
      }
      const user = await imUidOf(app.db, session.userId);
      socket.data = { ...session, imUid: user!.imUid, lang, checkedMs: Date.now() };
      next();
    } catch (error) {
      app.log.error({ err: error }, 'chat handshake failed');
      refuse(ChatErrorCode.unknown, 'chatUnknown');
    }
  });

  /** A file message's link signed (members may read the file; the signature is the file's, not the reader's). */
  const signed = (message: ChatMessage): ChatMessage =>
    message.msgType !== 'text' &&
    message.msgType !== 'system' &&
    message.msgContent.startsWith('/file/files/')
      ? { ...message, msgContent: signFileUrl(message.msgContent, app.fileUrlSecret) }
      : message;

  const syncs = new SingleFlight<{ messages: ChatMessage[]; more: boolean }>();
  const reads = new SingleFlight<{ unreadTotal: number; unreadVersion: number }>();
  const refusals = new Map<string, number>();

  /**
   * Serves a client event: within the user's budget for it (else 507 with `retryAfter`), on a session
   * that still counts (else 28, and the socket is closed), with a payload the contract accepts.
   */
  function on<N extends ChatEventName>(
    socket: ChatSocket,
    name: N,
    run: (payload: PayloadOf<N>) => Promise<AnswerOf<N>>,
  ) {
    const { lang, userId } = socket.data;
    const schema = ChatClientPayloads[name];
    socket.on(name as ChatEventName, async (payload: unknown, ack?: unknown) => {
      const answer = (typeof ack === 'function' ? ack : () => undefined) as (
        value: ChatAck<AnswerOf<N>>,
      ) => void;
      try {
        if (socket.disconnected) return;
        const take = await rateLimit.take(userId, name);
        if (!take.ok) {
          const key = name === 'message:send' ? 'chatRateLimited' : 'chatTooManyEvents';
          answer({
            ok: false,
            code: ChatErrorCode.rateLimited,
            msg: translate(lang, key),
            retryAfter: take.retryAfterMs,
          });
          refusals.set(socket.id, (refusals.get(socket.id) ?? 0) + 1);
          if (refusals.get(socket.id)! >= REFUSALS_BEFORE_CLOSE) {
            app.log.warn({ userId, event: name }, 'chat socket closed: kept sending over its budget');
            socket.disconnect(true);
          }
          return;
        }
        refusals.delete(socket.id);
        if (!(await checkSession(socket))) {
          answer({ ok: false, code: ChatErrorCode.notSignedIn, msg: translate(lang, 'chatNotSignedIn') });
          return;
        }
        const fileSize = (payload as { ext?: { fileSize?: unknown } } | null)?.ext?.fileSize;
        if (name === 'message:send' && typeof fileSize === 'number' && fileSize > CHAT_FILE_MAX_BYTES) {
          throw new ChatFailure(ChatErrorCode.fileTooLarge, 'chatFileTooLarge');
        }
        const refused = payloadFailure(schema, payload);
        if (refused) throw refused;
        answer({ ok: true, ...(await run(payload as PayloadOf<N>)) } as ChatAck<AnswerOf<N>>);
      } catch (error) {
        if (!(error instanceof ChatFailure)) app.log.error({ err: error, event: name }, 'chat event failed');
        answer({ ok: false, ...failure(lang, error) });
      }
    });
  }

  io.on('connection', (socket: ChatSocket) => {
    const { userId, sessionId, imUid } = socket.data;

    on(socket, 'message:send', async (payload) => {
      const sent = await sendMessage(app.db, userId, payload);
      const message = signed(sent.message);
      if (sent.fresh) {
        const room = channelRoom(sent.message.sysChannelId);
        await socket.join(room);
        // Everyone in the channel and the sender's other sockets; this socket has it in the ack.
        socket.to([room, userRoom(userId)]).emit('message', message);
        // Not awaited: the ack need not wait. A read racing this may emit its total first; the
        // version lets clients keep the newer one whatever the order of arrival.
        if (sent.unreadRaised.length > 0) {
          void unreadStates(app.db, sent.unreadRaised)
            .then((states) => {
              for (const [raised, unread] of states) io.to(userRoom(raised)).emit('unread', unread);
            })
            .catch((error: unknown) => app.log.warn({ err: error }, 'unread total failed'));
        }
      }
      return sent.fresh ? { message } : { message, duplicate: true as const };
    });

    on(socket, 'message:read', (payload) =>
      // The same read in flight (another tab, a retry) is done and announced once.
      reads.run(`${userId}:${payload.sysChannelId}:${payload.msgId}`, async () => {
        const outcome = await markRead(app.db, userId, payload.sysChannelId, payload.msgId);
        io.to(channelRoom(outcome.sysChannelId)).emit('read', {
          sysChannelId: outcome.sysChannelId,
          imUid: outcome.imUid,
          msgId: outcome.msgId,
          unreadCounts: outcome.unreadCounts,
        });
        io.to(userRoom(userId)).emit('unread', {
          total: outcome.unreadTotal,
          version: outcome.unreadVersion,
        });
        return { unreadTotal: outcome.unreadTotal, unreadVersion: outcome.unreadVersion };
      }),
    );

    on(socket, 'sync', async (payload) => {
      // The same user's identical syncs in flight (several tabs, a client retrying) share one read.
      const { messages, more } = await syncs.run(`${userId}:${payload.afterId}`, () =>
        syncMessages(app.db, userId, payload.afterId),
      );
      return { messages: messages.map(signed), more };
    });

    socket.on('disconnect', () => {
      refusals.delete(socket.id);
      clearTimeout(expiryTimers.get(socket.id));
      expiryTimers.delete(socket.id);
    });
    watchExpiry(socket);

    void (async () => {
      try {
        const channels = await visibleChannelIds(app.db, userId);
        await socket.join([userRoom(userId), sessionRoom(sessionId), ...channels.map(channelRoom)]);
        // A session that ended between the handshake and joining its room was announced to no socket here.
        if (!(await checkSession(socket, true))) return;
        socket.emit('ready', { userId, imUid });
        socket.emit('unread', await unreadState(app.db, userId));
      } catch (error) {
        app.log.error({ err: error }, 'chat connection setup failed');
        socket.disconnect(true);
      }
    })();
  });
});
