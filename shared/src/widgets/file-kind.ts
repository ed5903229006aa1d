export type FileKind = 'image' | 'video' | 'file';
/** What an upload accepts: one kind, or anything. */
export type AcceptKind = FileKind | 'any';

export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp', 'tiff'] as const;
export const VIDEO_EXTENSIONS = ['mp4', 'avi', 'mkv', 'mov', 'flv', 'wmv', 'webm'] as const;

/** Lower-case extension without the dot ('' when there is none); query strings and paths are ignored. */
export function fileExtension(name: string): string {
  const base = name.split(/[?#]/)[0].split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** The kind of a file by its name or URL: image, video, or (everything else) file. */
export function fileKind(name: string): FileKind {
  const ext = fileExtension(name);
  if ((IMAGE_EXTENSIONS as readonly string[]).includes(ext)) return 'image';
  if ((VIDEO_EXTENSIONS as readonly string[]).includes(ext)) return 'video';
  return 'file';
}

/** Whether a file of this name may be uploaded where `accept` is asked for. */
export function isAccepted(name: string, accept: AcceptKind): boolean {
  return accept === 'any' || fileKind(name) === accept;
}

/** The `accept` attribute for the file dialog; 'file' and 'any' do not narrow the dialog. */
export function acceptAttribute(accept: AcceptKind): string | undefined {
  if (accept === 'image') return IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(',');
  if (accept === 'video') return VIDEO_EXTENSIONS.map((ext) => `.${ext}`).join(',');
  return undefined;
}
