/** Response header that carries a refreshed access token. */
export const ACCESS_TOKEN_HEADER = 'x-access-token';
