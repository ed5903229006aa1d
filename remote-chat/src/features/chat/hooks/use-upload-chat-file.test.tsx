import { act, waitFor } from '@testing-library/react';
import type { UploadedFile } from '@portal/shared';
import { renderHookWithProviders, stubRoutes } from '@portal/shared/src/testing';
import { deferred } from '../../../test/deferred';
import { useUploadChatFile } from './use-upload-chat-file';

// The files sent to the server (the API is stubbed at the HTTP level).

const upload = jest.fn<Promise<UploadedFile>, [File]>();
let restore: () => void;
afterEach(() => restore());

const renderUpload = () => renderHookWithProviders(() => useUploadChatFile());

const uploaded = (id: number): UploadedFile => ({
  id,
  url: `/file/files/${id}/x.png`,
  originName: 'x.png',
  ext: 'png',
});

beforeEach(() => {
  upload.mockReset();
  restore = stubRoutes({ fileUpload: ({ body }) => upload((body as FormData).get('file') as File) });
});

test('uploading holds until every overlapping upload is over, the first one out of order included', async () => {
  const first = deferred<UploadedFile>();
  const second = deferred<UploadedFile>();
  upload.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
  const { result } = renderUpload();
  expect(result.current.uploading).toBe(false);

  let one!: Promise<UploadedFile>;
  let two!: Promise<UploadedFile>;
  act(() => {
    one = result.current.upload(new File(['1'], 'a.png'));
    two = result.current.upload(new File(['2'], 'b.png'));
  });
  await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
  await waitFor(() => expect(result.current.uploading).toBe(true));

  await act(async () => {
    second.resolve(uploaded(2));
    await two;
    // Let the query client's batched notifications reach the component.
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(result.current.uploading).toBe(true);

  await act(async () => {
    first.resolve(uploaded(1));
    await one;
  });
  await waitFor(() => expect(result.current.uploading).toBe(false));
  await expect(one).resolves.toEqual(uploaded(1));
});

test('a failed upload rejects for the caller and stops counting', async () => {
  const answer = deferred<UploadedFile>();
  upload.mockReturnValueOnce(answer.promise);
  const { result } = renderUpload();
  let failed!: Promise<UploadedFile>;
  act(() => {
    failed = result.current.upload(new File(['1'], 'a.png'));
  });
  await waitFor(() => expect(result.current.uploading).toBe(true));
  answer.reject(new Error('too big'));
  await expect(failed).rejects.toThrow('too big');
  await waitFor(() => expect(result.current.uploading).toBe(false));
  expect(upload).toHaveBeenCalledTimes(1);
});
