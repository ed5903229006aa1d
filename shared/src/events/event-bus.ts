type Handler<P> = (payload: P) => void;

/** Events that cross package boundaries (host, remotes). */
export interface PortalEvents {
  'auth:expired': { from: string };
  'auth:logout': undefined;
  'tab:open': { path: string; title?: string };
  'tab:close': { path: string };
  'tab:reload': { path: string };
  'notice:changed': undefined;
  'im:status': { online: boolean };
  'im:unread': { total: number };
  /** Opens the chat modal on a session (channelId) or on an order's group (serviceId). */
  'chat:open': { channelId?: number | string; serviceId?: number | string };
}

export interface EventBus<E> {
  on<K extends keyof E>(type: K, handler: Handler<E[K]>): () => void;
  off<K extends keyof E>(type: K, handler: Handler<E[K]>): void;
  emit<K extends keyof E>(type: K, ...payload: E[K] extends undefined ? [] : [E[K]]): void;
}

export function createEventBus<E>(): EventBus<E> {
  const handlers = new Map<keyof E, Set<Handler<never>>>();
  const bus: EventBus<E> = {
    on(type, handler) {
      const set = handlers.get(type) ?? new Set();
      set.add(handler as Handler<never>);
      handlers.set(type, set);
      return () => bus.off(type, handler);
    },
    off(type, handler) {
      handlers.get(type)?.delete(handler as Handler<never>);
    },
    emit(type, ...payload) {
      for (const handler of [...(handlers.get(type) ?? [])]) {
        (handler as Handler<unknown>)(payload[0]);
      }
    },
  };
  return bus;
}

/** The one bus of the portal; module federation shares this module as a singleton. */
export const eventBus = createEventBus<PortalEvents>();
