/** SPEC section 5: the kind of an uploaded file follows from its extension. */
export const IMAGE_EXTS = ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp', 'tiff'] as const;
export const VIDEO_EXTS = ['mp4', 'avi', 'mkv', 'mov', 'flv', 'wmv', 'webm'] as const;

export type FileKind = 'image' | 'video' | 'file';

export function fileKind(ext: string): FileKind {
  const e = ext.toLowerCase();
  if ((IMAGE_EXTS as readonly string[]).includes(e)) return 'image';
  if ((VIDEO_EXTS as readonly string[]).includes(e)) return 'video';
  return 'file';
}

/** The lower-case extension of a client-supplied name, reduced to safe characters ('' when none). */
export function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  if (dot <= 0 || dot === base.length - 1) return '';
  const ext = base.slice(dot + 1).toLowerCase();
  return /^[a-z0-9]{1,10}$/.test(ext) ? ext : '';
}

/** A display name without path parts or control characters, at most 200 characters. */
export function cleanOriginName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (base || 'file').slice(-200);
}

const MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  tiff: 'image/tiff',
  mp4: 'video/mp4',
  avi: 'video/x-msvideo',
  mkv: 'video/x-matroska',
  mov: 'video/quicktime',
  flv: 'video/x-flv',
  wmv: 'video/x-ms-wmv',
  webm: 'video/webm',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
};

/**
 * Content type to serve a stored file with. Only images open in the browser; everything else (PDF,
 * text, video when opened as a page) is a download, and unknown kinds are plain bytes.
 */
export function servedType(ext: string): { type: string; inline: boolean } {
  const type = MIME[ext.toLowerCase()];
  return type
    ? { type, inline: fileKind(ext) === 'image' }
    : { type: 'application/octet-stream', inline: false };
}
