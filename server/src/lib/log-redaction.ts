/** Query parameters whose values never reach a log: access tokens and file link signatures. */
export const SECRET_PARAMS = ['token', 'access_token', 'sig', 'signature', 'password'];

const SECRET_PARAM = new RegExp(`([?&](?:${SECRET_PARAMS.join('|')})=)[^&#]*`, 'gi');

/** The URL as it may be logged: every secret parameter's value replaced with `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAM, '$1[redacted]');
}
