import type { QueryClient, QueryExecuteOptions, QueryKey } from '@tanstack/react-query';
import { isOpen } from '../order-flow';

/** Fetches one query of a page into `client` unless it is running or fresher than `staleTime`. */
export type KeptQuery = (client: QueryClient, staleTime: number) => Promise<unknown>;

/** A page's query (its own options: the kept store is written by its query function). */
export const keptQuery =
  <T, K extends QueryKey>(options: QueryExecuteOptions<T, Error, T, T, K>): KeptQuery =>
  (client, staleTime) =>
    client.query({ ...options, staleTime });

/** The queries an order's task page reads. */
export type TaskPageQueries = (order: { id: number; status: string }) => KeptQuery[];

/** How many orders' pages are fetched at once: the phone's link is shared with the page the engineer uses. */
const AT_ONCE = 3;
/** A kept page fetched this recently is not fetched again when the list is (the list polls every 30 s). */
export const KEPT_FRESH_MS = 5 * 60_000;

/**
 * Fetches, a few orders at a time, what the task page of each open order reads, into the query cache
 * and the phone's kept store under the keys the page reads: a task never opened online still opens
 * offline. A query already running or fresh is not fetched again; failures wait for the next list.
 */
export async function keepTaskPages(
  client: QueryClient,
  orders: ReadonlyArray<{ id: number; status: string }>,
  queriesOf: TaskPageQueries,
): Promise<void> {
  const waiting = orders.filter((order) => isOpen(order.status));
  const worker = async () => {
    for (let order = waiting.shift(); order; order = waiting.shift()) {
      await Promise.all(queriesOf(order).map((query) => query(client, KEPT_FRESH_MS).catch(() => undefined)));
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, waiting.length) }, worker));
}
