import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { routes, type RouteEntry, type RouteName } from '@portal/contract';
import type { call, CallInput } from '../api/call';
import { api, fileApi, root } from '../api/client';

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
 * Answers every request of the shared clients (the `/api` and `/file` clients and `call`'s) at the HTTP level, so a
 * test holds whichever way a feature calls the API. Returns the function that puts the real adapters back.
 */
export function stubApi(
  answer: (request: StubbedRequest) => Promise<AxiosResponse> | AxiosResponse,
): () => void {
  const clients = [api, fileApi, root];
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

/**
 * The route entry a request's method and path name, and the `:name` parts of its URL (a number when
 * all digits, as the server reads an id). A URL without `:name` parts wins over one with them.
 */
function routeOf(method: string, path: string): { name: RouteName; params: Record<string, unknown> } | null {
  let best: { name: RouteName; params: Record<string, unknown>; parts: number } | null = null;
  for (const [name, entry] of Object.entries(routes) as [RouteName, RouteEntry][]) {
    if (entry.method !== method) continue;
    const names: string[] = [];
    const pattern = entry.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, part: string) => {
      names.push(part);
      return '([^/]+)';
    });
    const found = new RegExp(`^${pattern}$`).exec(path);
    if (!found || (best && best.parts <= names.length)) continue;
    const params = Object.fromEntries(
      names.map((part, index) => {
        const value = decodeURIComponent(found[index + 1]);
        return [part, /^\d+$/.test(value) ? Number(value) : value];
      }),
    );
    best = { name, params, parts: names.length };
  }
  return best && { name: best.name, params: best.params };
}

/** A request's body as its sender gave it (axios sends an object as JSON text). */
function bodyOf(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

/**
 * `stubApi` answering by route name, as `answerCalls` does for a mocked `call`, from what went over
 * HTTP: `params` from the path, `query` and `body` as sent. A request of a route the
 * test did not name fails (the `/api` client then reports it as any failure).
 * `stubRoutes({ trackingAdd: ({ body }) => add(body) })`; returns the function that puts the real adapters back.
 */
export function stubRoutes(answers: Answers): () => void {
  return stubApi(async (request) => {
    const found = routeOf(request.method, request.path.split('?')[0]);
    if (!found || !(found.name in answers)) {
      throw new Error(`unexpected request: ${request.method} ${request.path}`);
    }
    const answer = answers[found.name];
    const input = {
      params: found.params,
      query: (request.config.params ?? {}) as unknown,
      body: bodyOf(request.config.data),
    };
    const data = typeof answer === 'function' ? await (answer as (input: unknown) => unknown)(input) : answer;
    return okResponse(request.config, data);
  });
}
