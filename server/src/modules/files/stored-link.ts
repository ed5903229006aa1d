import { bareFileUrl } from './file-url-signature';

/**
 * A link as it may be stored: one of our own file URLs (kept without any signature query) or an
 * absolute http(s) URL. Anything else (`javascript:`, `data:`, protocol-relative, relative paths) is null.
 */
export function storedLink(value: string): string | null {
  const text = value.trim();
  if (text.startsWith('/')) return bareFileUrl(text);
  if (!/^https?:\/\/[^/\s]/i.test(text) || /\s/.test(text)) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
