import { DATE_TIME_FORMAT } from '@portal/shared';
import { inPortalZone } from '../../../lib/portal-zone';

/** Today: HH:mm; this year: MM-DD HH:mm; else YYYY-MM-DD — in the portal's zone. */
export function formatSessionTime(ms: number, now = Date.now()): string {
  if (!ms) return '';
  const d = inPortalZone(ms);
  const n = inPortalZone(now);
  if (d.format('YYYY-MM-DD') === n.format('YYYY-MM-DD')) return d.format('HH:mm');
  if (d.year() === n.year()) return d.format('MM-DD HH:mm');
  return d.format('YYYY-MM-DD');
}

/** A message's time as the portal shows date-times (formatDateTime), in the portal's zone. */
export function formatMessageTime(ms: number): string {
  return ms ? inPortalZone(ms).format(DATE_TIME_FORMAT) : '';
}
/** The file name a message shows: its ext.fileName, else the last part of its URL. */
export function fileNameOf(content: string, fileName?: unknown): string {
  if (typeof fileName === 'string' && fileName) return fileName;
  const last = content.split(/[?#]/)[0].split('/').pop() ?? content;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
