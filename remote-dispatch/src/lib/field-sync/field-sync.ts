import { useSessionStore } from '@portal/shared';
import { FieldCache, FieldQueue, openFieldDb, type NewItem, type QueuedItem } from '@portal/shared/field';
import { sendCall } from './send-call';
import type { StepsOf } from '../order-flow/actions';
import { withQueuedSteps } from './queued-steps';
import { useFieldSyncStore } from './sync-store';

const RETRY_MS = 20_000;
let opened: { userId: number; db: Promise<{ queue: FieldQueue; cache: FieldCache }> } | null = null;
let started = false;

/** The signed-in user's queue and cache (one database per user), or null before the user is known. */
export function fieldStore(): Promise<{ queue: FieldQueue; cache: FieldCache }> | null {
  const userId = useSessionStore.getState().user?.id;
  if (userId === undefined) return null;
  if (opened?.userId !== userId) {
    opened = {
      userId,
      db: openFieldDb(userId).then((db) => ({ queue: new FieldQueue(db), cache: new FieldCache(db) })),
    };
  }
  return opened.db;
}

const sameItem = (a: QueuedItem, b: QueuedItem) =>
  a.key === b.key &&
  a.seq === b.seq &&
  a.state === b.state &&
  a.attempts === b.attempts &&
  a.message === b.message &&
  a.answers.length === b.answers.length;

/**
 * The queue as the store is to hold it: the array it holds while nothing in the queue changed (an empty
 * queue read at start and after each sync), so that the task list and page showing it do not render again.
 */
function itemsToShow(next: QueuedItem[]): QueuedItem[] {
  const shown = useFieldSyncStore.getState().items;
  return shown.length === next.length && shown.every((item, i) => sameItem(item, next[i])) ? shown : next;
}

async function refreshItems(): Promise<void> {
  const store = fieldStore();
  if (!store) return;
  const { queue } = await store;
  useFieldSyncStore.setState({ items: itemsToShow(await queue.list()) });
}

let syncing = 0;

/** Sends what waits, in order; each act the server acknowledged is shown done before it leaves the list. */
export async function syncNow(): Promise<void> {
  const store = fieldStore();
  if (!store) return;
  const { queue, cache } = await store;
  syncing += 1;
  useFieldSyncStore.setState({ syncing: true });
  try {
    await queue.replay(sendCall, (item) => recordDelivered(cache, item));
  } finally {
    syncing -= 1;
    const after = itemsToShow(await queue.list());
    useFieldSyncStore.setState({ syncing: syncing > 0, items: after });
  }
}

const SENT_KEPT = 50;

/**
 * An act the server acknowledged, still in the queue: a step joins `sent` (the page shows it taken)
 * and the phone's kept copy of the order says so too, so that going offline before the next fetch
 * never shows the order as it was before. Called before the act leaves the queue, so that a reading
 * of the queue at any moment (another act queued meanwhile) still finds it waiting or done.
 */
async function recordDelivered(cache: FieldCache, item: QueuedItem): Promise<void> {
  if (!item.step) return;
  useFieldSyncStore.setState((state) => ({ sent: [...state.sent, item].slice(-SENT_KEPT) }));
  const key = `task:${item.serviceId}`;
  const kept = await cache.get<StepsOf & { id: number }>(key).catch(() => null);
  if (kept)
    await cache.put(key, withQueuedSteps(kept.value, [item]), new Date(kept.savedAt)).catch(() => undefined);
}

/** Queues an act (its time is now) and sends the queue at once when online; the act keeps its place. */
export async function queueAct(item: NewItem): Promise<QueuedItem | undefined> {
  const store = fieldStore();
  if (!store) throw new Error('no signed-in user');
  const { queue } = await store;
  const queued = await queue.enqueue(item);
  await refreshItems();
  if (navigator.onLine) await syncNow();
  return useFieldSyncStore.getState().items.find((i) => i.key === queued.key);
}

export async function retryAct(seq: number): Promise<void> {
  const store = fieldStore();
  if (!store) return;
  await (await store).queue.retry(seq);
  await syncNow();
}

export async function discardAct(seq: number): Promise<void> {
  const store = fieldStore();
  if (!store) return;
  await (await store).queue.discard(seq);
  await refreshItems();
}

/** Once per page load: replays when the network returns and, while acts wait, every 20 s. */
export function startFieldSync(): void {
  if (started) return;
  started = true;
  // Sign-out wipes the database (its connection gives way): the next user opens their own.
  useSessionStore.subscribe((state) => {
    if (!state.user) {
      opened = null;
      useFieldSyncStore.setState({ items: [], sent: [] });
    }
  });
  const setOnline = () => useFieldSyncStore.setState({ online: navigator.onLine });
  window.addEventListener('online', () => {
    setOnline();
    void syncNow();
  });
  window.addEventListener('offline', setOnline);
  window.setInterval(() => {
    const waiting = useFieldSyncStore.getState().items.some((i) => i.state === 'pending');
    if (waiting && navigator.onLine) void syncNow();
  }, RETRY_MS);
  void refreshItems().then(() => (navigator.onLine ? syncNow() : undefined));
}
