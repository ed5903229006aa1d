/**
 * A camera photo (4 MB and more) becomes at most 600 KB and 1920 px on its longer side before upload.
 * The library's own worker is not used: it starts from a blob: URL and loads the library from a CDN
 * (or `libURL`), a load no service worker serves offline; ours (photo-worker.ts) is a file of this origin.
 */
export const PHOTO_COMPRESSION = {
  maxSizeMB: 0.58,
  maxWidthOrHeight: 1920,
  useWebWorker: false,
  initialQuality: 0.8,
  fileType: 'image/jpeg',
  preserveExif: false,
} as const;

/** Where the host serves the photo compression worker (see host/webpack.config.cjs). */
export const PHOTO_WORKER_URL = '/photo-compression-worker.js';

export interface PhotoWorkerTask {
  file: File;
}
export type PhotoWorkerAnswer = { progress: number } | { file: Blob } | { error: string };

const ALREADY_SMALL = 600 * 1024;

/** Compresses in the worker; rejects when the worker cannot start (no Worker, its file not served). */
function compressInWorker(file: File, onProgress?: (percent: number) => void): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(PHOTO_WORKER_URL);
    const done = () => worker.terminate();
    worker.onmessage = ({ data }: MessageEvent<PhotoWorkerAnswer>) => {
      if ('progress' in data) return onProgress?.(data.progress);
      done();
      if ('file' in data) resolve(data.file);
      else reject(new Error(data.error));
    };
    worker.onerror = (event) => {
      done();
      reject(new Error(event.message || 'photo worker did not start'));
    };
    worker.postMessage({ file } satisfies PhotoWorkerTask);
  });
}

/**
 * Compresses a photo on the phone, in a worker, else (no worker) on the page's thread; other files,
 * and photos already small, pass unchanged.
 */
export async function compressPhoto(file: File, onProgress?: (percent: number) => void): Promise<File> {
  if (!file.type.startsWith('image/') || file.type === 'image/gif' || file.size <= ALREADY_SMALL) return file;
  // Fetched only when the worker cannot start: the pages that import the field module (the host's
  // field data among them, on every signed-in page) do not download and run the library for nothing.
  const onPage = () =>
    import('browser-image-compression').then(({ default: imageCompression }) =>
      imageCompression(file, { ...PHOTO_COMPRESSION, onProgress }),
    );
  const compressed =
    typeof Worker === 'function' ? await compressInWorker(file, onProgress).catch(onPage) : await onPage();
  const name = file.name.replace(/\.[^.]+$/, '') + '.jpg';
  return new File([compressed], name, { type: 'image/jpeg', lastModified: file.lastModified });
}
