import { QueryClient } from '@tanstack/react-query';
import { keepTaskPages, keptQuery, type TaskPageQueries } from './keep-task-pages';

const orders = [
  { id: 1, status: 'pendingOrders' },
  { id: 2, status: 'toCompleted' },
  { id: 3, status: 'confirmed' },
  { id: 4, status: 'toArrive' },
  { id: 5, status: 'cancelled' },
  { id: 6, status: 'toArrive' },
  { id: 7, status: 'pendingOrders' },
];

/** Two queries per order, each answering after a tick; counts the calls and the most at once. */
function pages() {
  const calls: string[] = [];
  let running = 0;
  let most = 0;
  const fetchOf = (name: string) => async () => {
    calls.push(name);
    running += 1;
    most = Math.max(most, running);
    await new Promise((resolve) => setTimeout(resolve, 5));
    running -= 1;
    return name;
  };
  const queriesOf: TaskPageQueries = (order) => [
    keptQuery({ queryKey: ['task', order.id], queryFn: fetchOf(`task:${order.id}`) }),
    keptQuery({ queryKey: ['receipts', order.id], queryFn: fetchOf(`receipts:${order.id}`) }),
  ];
  return { calls, queriesOf, most: () => most };
}

test('keeps each open order’s page, a few orders at a time, under the keys the page reads', async () => {
  const client = new QueryClient();
  const { calls, queriesOf, most } = pages();
  await keepTaskPages(client, orders, queriesOf);
  expect([...calls].sort()).toEqual([1, 2, 4, 6, 7].flatMap((id) => [`receipts:${id}`, `task:${id}`]).sort());
  expect(most()).toBe(3 * 2);
  expect(client.getQueryData(['task', 6])).toBe('task:6');
});

test('fetches nothing twice: not what is running, nor what was kept a moment ago', async () => {
  const client = new QueryClient();
  const { calls, queriesOf } = pages();
  const page = client.query({ queryKey: ['task', 1], queryFn: () => Promise.resolve('from the page') });
  await Promise.all([keepTaskPages(client, orders, queriesOf), page]);
  await keepTaskPages(client, orders, queriesOf);
  expect(calls).not.toContain('task:1');
  expect(calls).toHaveLength(9);
});

test('a failed page waits for the next list', async () => {
  const client = new QueryClient();
  const queriesOf: TaskPageQueries = (order) => [
    keptQuery({
      queryKey: ['task', order.id],
      queryFn: () => (order.id === 1 ? Promise.reject(new Error('no network')) : Promise.resolve(order.id)),
    }),
  ];
  await expect(keepTaskPages(client, orders, queriesOf)).resolves.toBeUndefined();
  expect(client.getQueryData(['task', 2])).toBe(2);
});
