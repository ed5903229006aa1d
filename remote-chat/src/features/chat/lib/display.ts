import dayjs from 'dayjs';

type T = (key: 'preview.img' | 'preview.file' | 'preview.video') => string;

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

/** One line for a session's last message. */
export function previewText(msgType: string, content: string, t: T): string {
  switch (msgType) {
    case 'img':
      return t('preview.img');
    case 'file':
      return t('preview.file');
    case 'video':
      return t('preview.video');
    default:
      return content;
  }
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
