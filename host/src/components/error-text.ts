import { ApiError, messageForFailure } from '@portal/shared';

/** The message to show for a failed call (the server's message when there is one). */
export function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : messageForFailure(error).message;
}
