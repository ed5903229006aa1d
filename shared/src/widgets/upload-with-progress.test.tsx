import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { AxiosProgressEvent, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { useState } from 'react';
import { root, setErrorNotifier } from '../api';
import { okResponse, renderWithProviders } from '../testing';
import type { UploadedFile } from '../types/api';
import { UploadWithProgress, type UploadWithProgressProps } from './upload-with-progress';

const MB = 1024 * 1024;

function makeFile(name: string, size: number, type = 'image/png'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const originalAdapter = root.defaults.adapter;
let adapter: jest.Mock<Promise<AxiosResponse>, [InternalAxiosRequestConfig]>;

beforeEach(() => {
  adapter = jest.fn();
  root.defaults.adapter = adapter;
});
afterAll(() => {
  root.defaults.adapter = originalAdapter;
});

/** An upload the test finishes by hand, after reporting progress. */
function manualUpload() {
  const controls: {
    progress: (loaded: number, total: number) => void;
    finish: (data: UploadedFile) => void;
    config?: InternalAxiosRequestConfig;
  } = {
    progress: () => undefined,
    finish: () => undefined,
  };
  adapter.mockImplementation(
    (config) =>
      new Promise((resolve) => {
        controls.config = config;
        controls.progress = (loaded, total) =>
          config.onUploadProgress?.({
            loaded,
            total,
            progress: loaded / total,
            bytes: loaded,
            lengthComputable: true,
          } as AxiosProgressEvent);
        controls.finish = (data) => resolve(okResponse(config, data));
      }),
  );
  return controls;
}

function Harness({
  initial = [],
  onFiles,
  ...props
}: Partial<UploadWithProgressProps> & {
  initial?: UploadedFile[];
  onFiles?: (files: UploadedFile[]) => void;
}) {
  const [files, setFiles] = useState<UploadedFile[]>(initial);
  return (
    <UploadWithProgress
      {...props}
      value={files}
      onChange={(next) => {
        onFiles?.(next);
        setFiles(next);
      }}
    />
  );
}

const fileInput = (container: HTMLElement) =>
  container.querySelector('input[type="file"]') as HTMLInputElement;
const choose = async (container: HTMLElement, ...files: File[]) => {
  await act(async () => {
    fireEvent.change(fileInput(container), { target: { files } });
  });
};

describe('UploadWithProgress', () => {
  it('refuses a file over 10 MB before uploading, with the message', async () => {
    const onFiles = jest.fn();
    const { container } = renderWithProviders(<Harness onFiles={onFiles} />);
    await choose(container, makeFile('big.png', 11 * MB));
    expect(await screen.findByText('上传失败，超过10M限制')).toBeTruthy();
    expect(adapter).not.toHaveBeenCalled();
    expect(onFiles).not.toHaveBeenCalled();
    expect(container.querySelector('.ant-upload-list-item')).toBeNull();
  });

  it('uses the size limit prop in the check and the message', async () => {
    const { container } = renderWithProviders(<Harness maxSizeMB={2} />);
    await choose(container, makeFile('mid.png', 3 * MB));
    expect(await screen.findByText('上传失败，超过2M限制')).toBeTruthy();
    expect(adapter).not.toHaveBeenCalled();
  });

  it('posts the file to /file/upload, shows the progress and adds the uploaded file', async () => {
    const upload = manualUpload();
    const onFiles = jest.fn();
    const { container } = renderWithProviders(<Harness onFiles={onFiles} accept="image" />);
    await choose(container, makeFile('receipt.png', 10 * MB));

    await waitFor(() => expect(adapter).toHaveBeenCalledTimes(1));
    expect(upload.config).toMatchObject({ url: '/file/upload', method: 'post' });
    expect((upload.config?.data as FormData).get('file')).toBeInstanceOf(File);

    act(() => upload.progress(50, 100));
    const bar = await screen.findByRole('progressbar');
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    act(() => upload.progress(75, 100));
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('75'));

    const uploaded: UploadedFile = {
      url: '/files/2024/receipt.png',
      originName: 'receipt.png',
      ext: 'png',
      id: 7,
    };
    await act(async () => upload.finish(uploaded));
    expect(onFiles).toHaveBeenLastCalledWith([uploaded]);
    expect(screen.queryByRole('progressbar')).toBeNull();
    // An image gets a thumbnail.
    const thumbnail = container.querySelector('img.ant-upload-list-item-image') as HTMLImageElement;
    expect(thumbnail?.getAttribute('src')).toBe('/files/2024/receipt.png');
  });

  it('keeps both files when two uploads finish before a re-render', async () => {
    const finishers: ((data: UploadedFile) => void)[] = [];
    adapter.mockImplementation(
      (config) => new Promise((resolve) => finishers.push((data) => resolve(okResponse(config, data)))),
    );
    const onFiles = jest.fn();
    const { container } = renderWithProviders(<Harness onFiles={onFiles} multiple />);
    await choose(container, makeFile('a.png', MB), makeFile('b.pdf', MB, 'application/pdf'));
    await waitFor(() => expect(finishers).toHaveLength(2));
    const a: UploadedFile = { url: '/files/a.png', originName: 'a.png', ext: 'png', id: 1 };
    const b: UploadedFile = { url: '/files/b.pdf', originName: 'b.pdf', ext: 'pdf', id: 2 };
    await act(async () => {
      finishers[1](b);
      finishers[0](a);
    });
    expect(onFiles).toHaveBeenLastCalledWith([b, a]);
    expect(container.querySelectorAll('.ant-upload-list-item-done')).toHaveLength(2);
  });

  it('opens the image viewer on an image preview', async () => {
    const initial: UploadedFile[] = [
      { url: '/files/a.png', originName: 'a.png', ext: 'png', id: 1 },
      { url: '/files/b.pdf', originName: 'b.pdf', ext: 'pdf', id: 2 },
      { url: '/files/c.jpg', originName: 'c.jpg', ext: 'jpg', id: 3 },
    ];
    const { container } = renderWithProviders(<Harness initial={initial} accept="image" />);
    const items = container.querySelectorAll('.ant-upload-list-item');
    const preview = items[2].querySelector('a[title], .anticon-eye')?.closest('a') as HTMLElement;
    expect(preview).not.toBeNull();
    fireEvent.click(preview);
    expect(await screen.findByTestId('image-viewer-counter')).toHaveProperty('textContent', '2 / 2');
    expect(screen.getByRole('img', { name: '加载失败' }).getAttribute('src')).toBe('/files/c.jpg');
  });

  it('refuses a file of the wrong kind', async () => {
    const { container } = renderWithProviders(<Harness accept="video" />);
    expect(fileInput(container).getAttribute('accept')).toBe('.mp4,.avi,.mkv,.mov,.flv,.wmv,.webm');
    await choose(container, makeFile('photo.png', MB));
    expect(await screen.findByText('上传失败，不支持的文件类型')).toBeTruthy();
    expect(adapter).not.toHaveBeenCalled();
  });

  it('removes a file from the value', async () => {
    const onFiles = jest.fn();
    const initial: UploadedFile[] = [
      { url: '/files/a.png', originName: 'a.png', ext: 'png', id: 1 },
      { url: '/files/b.pdf', originName: 'b.pdf', ext: 'pdf', id: 2 },
    ];
    const { container } = renderWithProviders(<Harness initial={initial} onFiles={onFiles} accept="any" />);
    expect(container.querySelectorAll('.ant-upload-list-item')).toHaveLength(2);
    const items = container.querySelectorAll('.ant-upload-list-item');
    const remove = items[0].querySelector('button.ant-upload-list-item-action');
    expect(remove).not.toBeNull();
    fireEvent.click(remove!);
    expect(onFiles).toHaveBeenLastCalledWith([initial[1]]);
    await waitFor(() => expect(screen.queryByText('a.png')).toBeNull());
  });

  it('refuses files beyond the max count and hides the trigger when full', async () => {
    const upload = manualUpload();
    const onFiles = jest.fn();
    const initial: UploadedFile[] = [{ url: '/files/a.png', originName: 'a.png', ext: 'png', id: 1 }];
    const { container } = renderWithProviders(
      <Harness initial={initial} onFiles={onFiles} maxCount={2} multiple />,
    );
    const trigger = () => container.querySelector('.ant-upload-select');
    expect(trigger()?.classList.contains('ant-upload-hidden')).toBe(false);

    await choose(container, makeFile('b.png', MB), makeFile('c.png', MB));
    expect(await screen.findByText('最多上传2个文件')).toBeTruthy();
    await waitFor(() => expect(adapter).toHaveBeenCalledTimes(1));
    expect(trigger()?.classList.contains('ant-upload-hidden')).toBe(true);

    const b: UploadedFile = { url: '/files/b.png', originName: 'b.png', ext: 'png', id: 2 };
    await act(async () => upload.finish(b));
    expect(onFiles).toHaveBeenLastCalledWith([initial[0], b]);
    expect(adapter).toHaveBeenCalledTimes(1);
    expect(trigger()?.classList.contains('ant-upload-hidden')).toBe(true);
  });

  it('keeps a failed upload in the list, marked failed', async () => {
    setErrorNotifier(() => undefined);
    adapter.mockImplementation(async (config) => ({
      ...okResponse(config, null),
      data: { code: 1, msg: '存储失败', data: null },
    }));
    const onFiles = jest.fn();
    const { container } = renderWithProviders(<Harness onFiles={onFiles} />);
    await choose(container, makeFile('a.pdf', MB, 'application/pdf'));
    await waitFor(() => expect(container.querySelector('.ant-upload-list-item-error')).not.toBeNull());
    expect(onFiles).not.toHaveBeenCalled();
  });
});
