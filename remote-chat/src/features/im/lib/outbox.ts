import type { ChatMessage, ChatSendAck, ChatSendPayload } from '@portal/shared/contract';
import type { ImSendAnswer } from './engines/im-engine';

/** A message written but not yet answered by the server, and the bubble that shows it. */
export interface OutboxEntry {
  payload: ChatSendPayload;
  message: ChatMessage | null;
}

type OutboxStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface OutboxDeps {
  storage: OutboxStorage | null;
  send(payload: ChatSendPayload): Promise<ImSendAnswer>;
  /** The server answered: stored (`ok`) or refused. Never called for a send that did not reach it. */
  settled(entry: OutboxEntry, ack: ChatSendAck): void;
}

export interface Outbox {
  /** Loads the queue kept for a user (`null`: nobody signed in, nothing kept). */
  use(key: string | null): void;
  add(entry: OutboxEntry): void;
  entries(sysChannelId?: number): OutboxEntry[];
  /** Sends the queue in order, one at a time; stops at the first send that does not reach the server. */
  flush(): Promise<'done' | 'stopped'>;
  /** Sign-out: forget the user's queue, in memory and in storage. */
  wipe(): void;
}

const PREFIX = 'portal:chat-outbox:';

function isUnsent(answer: ImSendAnswer): answer is Extract<ImSendAnswer, { unsent: true }> {
  return !answer.ok && 'unsent' in answer && answer.unsent === true;
}

/**
 * The chat's offline outbox. Every message goes through it: kept (and persisted) until the server
 * answers, re-sent with the same client id after each (re)connection, so the server stores it once.
 */
export function createOutbox(deps: OutboxDeps): Outbox {
  let key: string | null = null;
  let queue: OutboxEntry[] = [];
  let running: Promise<'done' | 'stopped'> | null = null;

  const save = () => {
    if (!key || !deps.storage) return;
    try {
      if (queue.length) deps.storage.setItem(key, JSON.stringify(queue));
      else deps.storage.removeItem(key);
    } catch {
      // Storage full or refused: the queue still lives for this page.
    }
  };

  const load = (): OutboxEntry[] => {
    if (!key || !deps.storage) return [];
    try {
      const parsed: unknown = JSON.parse(deps.storage.getItem(key) ?? '[]');
      return Array.isArray(parsed)
        ? (parsed as OutboxEntry[]).filter((e) => typeof e?.payload?.clientId === 'string')
        : [];
    } catch {
      return [];
    }
  };

  async function run(): Promise<'done' | 'stopped'> {
    for (;;) {
      const head = queue[0];
      if (!head) return 'done';
      const answer = await deps.send(head.payload);
      if (isUnsent(answer)) return 'stopped';
      queue = queue.filter((e) => e.payload.clientId !== head.payload.clientId);
      save();
      deps.settled(head, answer);
    }
  }

  return {
    use(next) {
      const full = next ? PREFIX + next : null;
      if (full === key) return;
      key = full;
      queue = load();
    },
    add(entry) {
      if (queue.some((e) => e.payload.clientId === entry.payload.clientId)) return;
      queue = [...queue, entry];
      save();
    },
    entries(sysChannelId) {
      return sysChannelId === undefined
        ? [...queue]
        : queue.filter((e) => e.payload.sysChannelId === sysChannelId);
    },
    flush() {
      running ??= run().finally(() => {
        running = null;
      });
      return running;
    },
    wipe() {
      if (key) deps.storage?.removeItem(key);
      queue = [];
    },
  };
}
