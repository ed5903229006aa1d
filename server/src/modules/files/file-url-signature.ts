import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed file link opens its file. */
export const FILE_URL_TTL_MS = 30 * 60 * 1000;
/** Expiry times are rounded up to this step so a page's links stay the same across requests (browser cache). */
const EXPIRY_STEP_MS = 5 * 60 * 1000;

/** A stored file's own URL, `/file/files/<id>/<name>`, with or without a query. */
export const FILE_URL = /^\/file\/files\/(\d{1,15})\/([^?#"\\]*)(?:\?[^#"\\]*)?$/;

function signatureOf(fileId: number, exp: number, secret: string): Buffer {
  return createHmac('sha256', secret).update(`file:${fileId}:${exp}`).digest();
}

/** Expiry (seconds since epoch) of a link issued at `now`. */
export function expiryFor(now: number): number {
  return Math.ceil((now + FILE_URL_TTL_MS) / EXPIRY_STEP_MS) * (EXPIRY_STEP_MS / 1000);
}

/** `/file/files/<id>/<name>?exp=…&sig=…`: opens that file (and no other) until `exp`. */
export function signFileUrl(url: string, secret: string, now = Date.now()): string {
  const m = FILE_URL.exec(url);
  if (!m) return url;
  const exp = expiryFor(now);
  const sig = signatureOf(Number(m[1]), exp, secret).toString('base64url');
  return `/file/files/${m[1]}/${m[2]}?exp=${exp}&sig=${sig}`;
}

/** The file URL without any query (what is stored). */
export function bareFileUrl(url: string): string | null {
  const m = FILE_URL.exec(url);
  return m ? `/file/files/${m[1]}/${m[2]}` : null;
}

export type SignatureCheck = 'valid' | 'expired' | 'invalid';

export function checkFileSignature(
  fileId: number,
  exp: string,
  sig: string,
  secret: string,
  now = Date.now(),
): SignatureCheck {
  if (!/^\d{1,12}$/.test(exp)) return 'invalid';
  // Compared as text: decoding would skip characters outside base64url (`<sig>!!` would pass).
  const expected = Buffer.from(signatureOf(fileId, Number(exp), secret).toString('base64url'));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return Number(exp) * 1000 < now ? 'expired' : 'valid';
}
