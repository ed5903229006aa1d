import imageCompression from 'browser-image-compression';
import { compressPhoto, PHOTO_COMPRESSION } from './compress-photo';

jest.mock('browser-image-compression', () => jest.fn());
const compress = imageCompression as unknown as jest.Mock;

beforeEach(() => compress.mockReset());

test('a camera photo is compressed to under 600 KB at 1920 px, on our own origin (no CDN worker)', async () => {
  expect(PHOTO_COMPRESSION.maxSizeMB * 1024 * 1024).toBeLessThan(600 * 1024);
  expect(PHOTO_COMPRESSION.maxWidthOrHeight).toBe(1920);
  expect(PHOTO_COMPRESSION.useWebWorker).toBe(false);
  expect(PHOTO_COMPRESSION).not.toHaveProperty('libURL');

  compress.mockResolvedValue(new Blob([new Uint8Array(500 * 1024)], { type: 'image/jpeg' }));
  const photo = new File([new Uint8Array(4 * 1024 * 1024)], 'IMG_0001.HEIC.png', { type: 'image/png' });
  const progress = jest.fn();
  const out = await compressPhoto(photo, progress);
  expect(compress).toHaveBeenCalledWith(
    photo,
    expect.objectContaining({ ...PHOTO_COMPRESSION, onProgress: progress }),
  );
  expect(out.name).toBe('IMG_0001.HEIC.jpg');
  expect(out.type).toBe('image/jpeg');
  expect(out.size).toBe(500 * 1024);
});

test('small photos and other files are sent as they are', async () => {
  const small = new File([new Uint8Array(100 * 1024)], 'a.jpg', { type: 'image/jpeg' });
  const pdf = new File([new Uint8Array(4 * 1024 * 1024)], 'a.pdf', { type: 'application/pdf' });
  expect(await compressPhoto(small)).toBe(small);
  expect(await compressPhoto(pdf)).toBe(pdf);
  expect(compress).not.toHaveBeenCalled();
});

describe('in a worker of our own origin', () => {
  type Listener = ((event: unknown) => void) | null;
  class FakeWorker {
    static made: FakeWorker[] = [];
    static answer: (worker: FakeWorker) => void = () => undefined;
    onmessage: Listener = null;
    onerror: Listener = null;
    terminated = false;
    constructor(readonly url: string) {
      FakeWorker.made.push(this);
    }
    postMessage() {
      FakeWorker.answer(this);
    }
    terminate() {
      this.terminated = true;
    }
  }
  const photo = () => new File([new Uint8Array(4 * 1024 * 1024)], 'IMG_0002.jpg', { type: 'image/jpeg' });
  beforeEach(() => {
    FakeWorker.made = [];
    (globalThis as { Worker?: unknown }).Worker = FakeWorker;
  });
  afterAll(() => delete (globalThis as { Worker?: unknown }).Worker);

  test('compresses there, with its progress, and the page’s thread stays free', async () => {
    FakeWorker.answer = (worker) => {
      worker.onmessage?.({ data: { progress: 40 } });
      worker.onmessage?.({ data: { file: new Blob([new Uint8Array(300 * 1024)], { type: 'image/jpeg' }) } });
    };
    const progress = jest.fn();
    const out = await compressPhoto(photo(), progress);
    expect(FakeWorker.made.map((w) => w.url)).toEqual(['/photo-compression-worker.js']);
    expect(FakeWorker.made[0].terminated).toBe(true);
    expect(progress).toHaveBeenCalledWith(40);
    expect(compress).not.toHaveBeenCalled();
    expect(out.size).toBe(300 * 1024);
  });

  test('when the worker cannot start, the page compresses the photo itself', async () => {
    FakeWorker.answer = (worker) => worker.onerror?.({ message: '' });
    compress.mockResolvedValue(new Blob([new Uint8Array(200 * 1024)], { type: 'image/jpeg' }));
    const out = await compressPhoto(photo());
    expect(compress).toHaveBeenCalledTimes(1);
    expect(out.size).toBe(200 * 1024);
  });
});
