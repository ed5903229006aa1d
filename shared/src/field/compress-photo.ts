import imageCompression from 'browser-image-compression';

/**
 * A camera photo (4 MB and more) becomes at most 600 KB and 1920 px on its longer side before upload.
 * No web worker: the library would load its worker code from a CDN, which the portal's policy and an
 * offline phone both refuse; on the main thread it runs from our own bundle.
 */
export const PHOTO_COMPRESSION = {
  maxSizeMB: 0.58,
  maxWidthOrHeight: 1920,
  useWebWorker: false,
  initialQuality: 0.8,
  fileType: 'image/jpeg',
  preserveExif: false,
} as const;

const ALREADY_SMALL = 600 * 1024;

/** Compresses a photo on the phone; other files, and photos already small, pass unchanged. */
export async function compressPhoto(file: File, onProgress?: (percent: number) => void): Promise<File> {
  if (!file.type.startsWith('image/') || file.type === 'image/gif' || file.size <= ALREADY_SMALL) return file;
  const compressed = await imageCompression(file, { ...PHOTO_COMPRESSION, onProgress });
  const name = file.name.replace(/\.[^.]+$/, '') + '.jpg';
  return new File([compressed], name, { type: 'image/jpeg', lastModified: file.lastModified });
}
