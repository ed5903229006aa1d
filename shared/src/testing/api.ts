import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { routes, type RouteEntry, type RouteName } from '../contract';
import type { call, CallInput } from '../api/call';

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
  const names = new Map<RouteEntry, RouteName>(Object.entries(routes).map(([name, entry]) => [entry, name as RouteName]));
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
