import dayjs from 'dayjs';

/** Today: HH:mm; this year: MM-DD HH:mm; else YYYY-MM-DD. */
export function formatSessionTime(ms: number, now = Date.now()): string {
  if (!ms) return '';
  const d = dayjs(ms);
  const n = dayjs(now);
  if (d.isSame(n, 'day')) return d.format('HH:mm');
  if (d.isSame(n, 'year')) return d.format('MM-DD HH:mm');
  return d.format('YYYY-MM-DD');
}

export function formatMessageTime(ms: number): string {
  return ms ? dayjs(ms).format('YYYY-MM-DD HH:mm:ss') : '';
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
