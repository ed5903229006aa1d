import { tokenStorage } from '@portal/shared';

/**
 * Stored files are served only to signed-in users; an `<img src>` or a plain link carries no
 * Authorization header, so the token goes in the query (the server accepts it there for files).
 */
export function authorizedFileUrl(url: string): string {
  const token = tokenStorage.get();
  if (!token || !url.startsWith('/file/')) return url;
  return `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
}
