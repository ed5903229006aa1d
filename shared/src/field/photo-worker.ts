// The photo compression worker: compresses off the page's thread, so that the page keeps answering the
// finger. Built with the library into the host's output (photo-compression-worker.js), served from this
// origin and kept by the service worker with the shell, so it starts offline too.
import imageCompression from 'browser-image-compression';
import { PHOTO_COMPRESSION, type PhotoWorkerAnswer, type PhotoWorkerTask } from './compress-photo';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<PhotoWorkerTask>) => void) | null;
  postMessage: (answer: PhotoWorkerAnswer) => void;
};

scope.onmessage = ({ data: { file } }) => {
  imageCompression(file, {
    ...PHOTO_COMPRESSION,
    onProgress: (progress) => scope.postMessage({ progress }),
  }).then(
    (compressed) => scope.postMessage({ file: compressed }),
    (error: unknown) => scope.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
};
