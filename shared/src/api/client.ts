import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { i18n, toHttpLanguage } from '../i18n';
import { tokenStorage, ACCESS_TOKEN_HEADER } from '../auth/token-storage';
import { useSessionStore } from '../stores/session-store';
import type { Envelope } from '../types/api';
import { ApiError, messageForFailure } from './http-error';
import { handleUnauthorized } from './unauthorized';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not show the failure message to the user; the caller handles it. */
    silent?: boolean;
  }
}

export const REQUEST_TIMEOUT_MS = 60_000;

type Notify = (text: string) => void;
// antd on demand: this entry is what the login page loads, and it must not pull in the whole library.
let notifyError: Notify = (text) => void import('antd').then(({ message }) => message.error(text));

/** Lets the host show errors through its own antd App context. */
export function setErrorNotifier(notify: Notify): void {
  notifyError = notify;
}

function createClient(prefix: string): AxiosInstance {
  const client = axios.create({ baseURL: prefix, timeout: REQUEST_TIMEOUT_MS });
  client.interceptors.request.use((config) => {
    const token = tokenStorage.get();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    config.headers.set('Accept-Language', toHttpLanguage(i18n.language));
    return config;
  });
  client.interceptors.response.use(
    (response) => {
      const refreshed = response.headers[ACCESS_TOKEN_HEADER];
      if (typeof refreshed === 'string' && refreshed) useSessionStore.getState().refreshToken(refreshed);
      const body = response.data as Partial<Envelope<unknown>> | undefined;
      if (body && typeof body === 'object' && typeof body.code === 'number' && body.code !== 0) {
        const failure = new ApiError(body.msg || i18n.t('http.serverError'), response.status, body.code);
        if (!response.config.silent) notifyError(failure.message);
        return Promise.reject(failure);
      }
      return response;
    },
    (error: unknown) => {
      if (error instanceof AxiosError && error.response?.status === 401) {
        handleUnauthorized();
        return Promise.reject(new ApiError(i18n.t('http.expiredContent'), 401, 401));
      }
      if (axios.isCancel(error)) return Promise.reject(error);
      const { status, message: text } = messageForFailure(error);
      const code = (error as AxiosError<Envelope<unknown>>).response?.data?.code ?? null;
      if (!(error as AxiosError).config?.silent) notifyError(text);
      return Promise.reject(new ApiError(text, status, code));
    },
  );
  return client;
}

/** Options of a call whose caller may answer its failure itself (then sent `silent`). */
export interface CallOptions {
  silent?: boolean;
}

/** Shows a failure's message as the client shows it for a call not sent `silent` (a 401 has its own dialog). */
export function notifyFailure(error: unknown): void {
  if (axios.isCancel(error) || (error instanceof ApiError && error.status === 401)) return;
  notifyError(messageForFailure(error).message);
}

/**
 * Sends a call that a copy kept on the phone answers when the network fails it (no answer at all,
 * or a time-out: `status` null). The kept copy, shown with the time it was fetched, is then the
 * message: nothing else is shown. A refusal by the server (4xx, 5xx, a failed envelope) is never
 * answered by a copy and keeps its message, as does a failure no copy answers.
 */
export async function sendOrKept<T, K>(
  send: (options: CallOptions) => Promise<T>,
  kept: () => Promise<K | null | undefined>,
): Promise<{ fresh: T } | { kept: K }> {
  try {
    return { fresh: await send({ silent: true }) };
  } catch (error) {
    const unreachable = error instanceof ApiError && error.status === null;
    const copy = unreachable ? await kept().catch(() => null) : null;
    if (copy !== null && copy !== undefined) return { kept: copy };
    notifyFailure(error);
    throw error;
  }
}

/** `/api` calls. */
export const api = createClient('/api');
/** `/file` calls (uploads, generated files). */
export const fileApi = createClient('/file');
/** Calls by the route table's full URLs (see `call`). */
export const root = createClient('');

/** Sends a request and returns the envelope's `data`. */
export async function request<T>(client: AxiosInstance, config: AxiosRequestConfig): Promise<T> {
  const response = await client.request<Envelope<T>>(config);
  return response.data.data;
}
