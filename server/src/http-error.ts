import type { MessageKey } from './i18n';

/** A failure with its HTTP status and the message key the user sees (in their language). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(messageKey);
    this.name = 'HttpError';
  }
}

export const badRequest = (key: MessageKey, params?: Record<string, string | number>) =>
  new HttpError(400, key, params);
export const notFound = () => new HttpError(404, 'recordNotFound');
export const forbidden = (key: MessageKey = 'forbidden') => new HttpError(403, key);
export const unauthorized = () => new HttpError(401, 'unauthorized');

/** The row that was looked up, or a 404 when there is none. */
export function found<T>(row: T | null | undefined): T {
  if (!row) throw notFound();
  return row;
}
