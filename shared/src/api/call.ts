import type { AxiosRequestConfig } from 'axios';
import type { Static, TSchema } from '@sinclair/typebox';
import type { EntryOf, RouteEntry } from '@portal/contract/routes/route';
import type { Envelope } from '../types/api';
import { root } from './client';

/** A part is optional when every field of it is. */
type Part<K extends string, T> = Record<string, never> extends T ? { [key in K]?: T } : { [key in K]: T };
/** A route's schemas travel with its type only (the table's front-end side holds method and URL). */
type Sent<R, K extends 'params' | 'querystring' | 'body'> =
  EntryOf<R> extends { [key in K]: infer S extends TSchema } ? Static<S> : undefined;

/** What a call sends: `params` (the URL's `:name` parts), `query` and `body`, each as its entry's schema says. */
export type CallInput<E extends RouteEntry> = (Sent<E, 'params'> extends undefined
  ? unknown
  : Part<'params', Sent<E, 'params'>>) &
  (Sent<E, 'querystring'> extends undefined ? unknown : Part<'query', Sent<E, 'querystring'>>) &
  (Sent<E, 'body'> extends undefined ? unknown : Part<'body', Sent<E, 'body'>>);
/** What a call resolves to: the envelope's `data` as the entry's response schema says. */
export type CallAnswer<E extends RouteEntry> =
  EntryOf<E> extends { response: infer R extends TSchema } ? Static<R> : unknown;

/** Per call: extra headers (Idempotency-Key, X-Acted-At), a signal, upload progress, or no failure message. */
export type CallOptions = Pick<
  AxiosRequestConfig,
  'headers' | 'signal' | 'onUploadProgress' | 'silent' | 'timeout'
>;

type Args<E extends RouteEntry> =
  Record<string, never> extends CallInput<E>
    ? [input?: CallInput<E>, options?: CallOptions]
    : [input: CallInput<E>, options?: CallOptions];

/** The entry's URL with its `:name` parts filled in. */
export function urlOf(route: RouteEntry, params: Record<string, unknown> = {}): string {
  return route.url.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${route.method} ${route.url}: no ${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Calls one endpoint of the route table (`call(routes.announcement, { params: { id } })`) and returns
 * the envelope's `data`, typed from the entry.
 */
export async function call<E extends RouteEntry>(
  route: E,
  ...[input, options]: Args<E>
): Promise<CallAnswer<E>> {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: object;
    body?: unknown;
  };
  const response = await root.request<Envelope<CallAnswer<E>>>({
    ...options,
    method: route.method,
    url: urlOf(route, params),
    ...(query ? { params: query } : {}),
    ...(body !== undefined ? { data: body } : {}),
  });
  return response.data.data;
}
