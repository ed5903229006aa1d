import { AxiosError } from 'axios';
import { i18n } from '../i18n';

/** An API failure with the message to show the user (SPEC section 8). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: number | null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Turns any failure of a call into the user-facing message of SPEC section 8's HTTP table. */
export function messageForFailure(error: unknown): { status: number | null; message: string } {
  const t = i18n.t.bind(i18n);
  if (error instanceof AxiosError) {
    const response = error.response;
    if (!response) {
      const timedOut = /timeout/i.test(error.message) || error.code === 'ECONNABORTED';
      return { status: null, message: t(timedOut ? 'http.timeout' : 'http.network') };
    }
    const serverMsg = (response.data as { msg?: unknown } | undefined)?.msg;
    const msg = typeof serverMsg === 'string' && serverMsg ? serverMsg : '';
    switch (response.status) {
      case 400:
        return { status: 400, message: msg || t('http.badRequest') };
      case 404:
        return { status: 404, message: t('http.notFound') };
      case 500:
        return { status: 500, message: msg || t('http.serverError') };
      case 503:
        return { status: 503, message: t('http.maintenance') };
      default:
        return { status: response.status, message: msg || t('http.serverError') };
    }
  }
  if (error instanceof ApiError) return { status: error.status, message: error.message };
  return { status: null, message: error instanceof Error ? error.message : String(error) };
}
