import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { routes, type RouteEntry, type RouteName } from '../contract';
import type { call, CallInput } from '../api/call';
import { api, root } from '../api/client';

/** A call's success as the portal's API sends it (`{ code: 0, msg: '', data }`), for a stubbed axios adapter to resolve. */
export const okResponse = (config: InternalAxiosRequestConfig, data: unknown): AxiosResponse => ({
  status: 200,
  statusText: '',
  headers: {},
  config,
  data: { code: 0, msg: '', data },
});

/** A value, or a function of the call's input (typed from the route's entry). */
type Answer<I> = ((input: I) => unknown) | string | number | boolean | null | object;
type Answers = { [N in RouteName]?: Answer<CallInput<(typeof routes)[N]>> };

/**
 * A stand-in for `call` that answers by route name and fails on a route the test did not expect:
 * `jest.mocked(call).mockImplementation(answerCalls({ announcement: row, noticeRead: ({ params }) => read(params.id) }))`.
 */
export function answerCalls(answers: Answers): typeof call {
  const names = new Map<RouteEntry, RouteName>(
    Object.entries(routes).map(([name, entry]) => [entry, name as RouteName]),
  );
  return (async (route: RouteEntry, input?: unknown) => {
    const name = names.get(route);
    if (!name || !(name in answers)) throw new Error(`unexpected call: ${route.method} ${route.url}`);
    const answer = answers[name];
    return typeof answer === 'function' ? (answer as (input: unknown) => unknown)(input ?? {}) : answer;
  }) as typeof call;
}

/** The inputs a mocked `call` got for one route, in order. */
export const callsTo = (mocked: { mock: { calls: unknown[][] } }, route: RouteEntry): unknown[] =>
  mocked.mock.calls.filter(([called]) => called === route).map(([, input]) => input);

/** One request as the API server would see it: the method and the whole path (`GET /api/order/page`). */
export interface StubbedRequest {
  method: string;
  path: string;
  config: InternalAxiosRequestConfig;
}

/**
 * Answers every request of the shared clients (the `/api` client and `call`'s) at the HTTP level, so a
 * test holds whichever way a feature calls the API. Returns the function that puts the real adapters back.
 */
export function stubApi(
  answer: (request: StubbedRequest) => Promise<AxiosResponse> | AxiosResponse,
): () => void {
  const clients = [api, root];
  const originals = clients.map((client) => client.defaults.adapter);
  for (const client of clients) {
    client.defaults.adapter = async (config: InternalAxiosRequestConfig) =>
      answer({
        method: (config.method ?? 'get').toUpperCase(),
        path: `${config.baseURL ?? ''}${config.url ?? ''}`,
        config,
      });
  }
  return () =>
    clients.forEach((client, index) => {
      client.defaults.adapter = originals[index];
    });
}
