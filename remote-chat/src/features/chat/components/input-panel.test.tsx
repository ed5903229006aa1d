import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UploadedFile } from '@portal/shared';
import type { DictionaryEntry } from '@portal/shared/contract';
import { renderWithProviders, stubRoutes } from '@portal/shared/src/testing';
import '../../../locales';
import { InputPanel, SEND_THROTTLE_MS } from './input-panel';

// What the input asked the server for (the API is stubbed at the HTTP level).
const uploadChatFile = jest.fn<Promise<UploadedFile>, [File]>();
const getQuickReplies = jest.fn<
  Promise<Array<Pick<DictionaryEntry, 'id' | 'dictValue' | 'dictDataName'>>>,
  [string]
>();
let restore: () => void;

const upload = jest.mocked(uploadChatFile);
const members = [
  { uid: 'eng', name: '张工', type: 'engineer' },
  { uid: 'cus', name: '李客户', type: 'customer' },
];

let onSend: jest.Mock;
let now: number;

beforeEach(() => {
  restore = stubRoutes({
    fileUpload: ({ body }) => uploadChatFile((body as FormData).get('file') as File),
    dictionary: ({ query }) => getQuickReplies(query.type),
  });
  onSend = jest.fn();
  now = 1_000_000;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  upload.mockReset();
  jest
    .mocked(getQuickReplies)
    .mockResolvedValue([{ id: 1, dictValue: '您好，工程师已出发', dictDataName: 'go' }]);
});

afterEach(() => {
  restore();
  jest.restoreAllMocks();
});

const box = () => screen.getByRole('textbox', { name: '输入消息' });
const sendButton = () => screen.getByRole('button', { name: '发送' });

test('send is disabled while the box is empty or blank; Ctrl+Enter sends the trimmed text and clears it', () => {
  renderWithProviders(<InputPanel members={members} onSend={onSend} />, { inRemote: true });
  expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
  fireEvent.change(box(), { target: { value: '   \n ' } });
  expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
  fireEvent.keyDown(box(), { key: 'Enter', ctrlKey: true });
  expect(onSend).not.toHaveBeenCalled();

  fireEvent.change(box(), { target: { value: '  到了吗？ ' } });
  expect((sendButton() as HTMLButtonElement).disabled).toBe(false);
  fireEvent.keyDown(box(), { key: 'Enter' });
  expect(onSend).not.toHaveBeenCalled();
  fireEvent.keyDown(box(), { key: 'Enter', ctrlKey: true });
  expect(onSend).toHaveBeenCalledWith({ msgType: 'text', content: '到了吗？', remind: [] });
  expect((box() as HTMLTextAreaElement).value).toBe('');
});

test('sends are throttled to one per 800 ms', () => {
  renderWithProviders(<InputPanel members={members} onSend={onSend} />, { inRemote: true });
  fireEvent.change(box(), { target: { value: 'one' } });
  fireEvent.click(sendButton());
  fireEvent.change(box(), { target: { value: 'two' } });
  now += SEND_THROTTLE_MS - 1;
  fireEvent.click(sendButton());
  expect(onSend).toHaveBeenCalledTimes(1);
  expect((box() as HTMLTextAreaElement).value).toBe('two');
  now += 1;
  fireEvent.click(sendButton());
  expect(onSend).toHaveBeenCalledTimes(2);
  expect(onSend).toHaveBeenLastCalledWith(expect.objectContaining({ content: 'two' }));
});

test('ticked members are reminded, and the remind list clears after sending', async () => {
  renderWithProviders(<InputPanel members={members} onSend={onSend} />, { inRemote: true });
  fireEvent.click(screen.getByRole('button', { name: /提醒/ }));
  fireEvent.click(await screen.findByRole('checkbox', { name: '张工' }));
  expect(screen.getByText('@张工')).toBeTruthy();
  fireEvent.change(box(), { target: { value: '请尽快' } });
  fireEvent.click(sendButton());
  expect(onSend).toHaveBeenCalledWith({ msgType: 'text', content: '请尽快', remind: ['eng'] });
  expect(screen.queryByText('@张工')).toBeNull();
});

test('a quick reply from im_fast_script goes into the box', async () => {
  renderWithProviders(<InputPanel members={members} onSend={onSend} />, { inRemote: true });
  fireEvent.click(screen.getByRole('button', { name: /快捷回复/ }));
  fireEvent.click(await screen.findByText('您好，工程师已出发'));
  expect((box() as HTMLTextAreaElement).value).toBe('您好，工程师已出发');
});

function paste(files: File[]) {
  fireEvent.paste(box(), { clipboardData: { files } });
}

test('a pasted file over 10M is refused with the SPEC message and not uploaded', async () => {
  renderWithProviders(<InputPanel members={members} onSend={onSend} />, { inRemote: true });
  const big = new File(['x'], 'big.mp4', { type: 'video/mp4' });
  Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
  paste([big]);
  expect(await screen.findByText('上传失败，超过10M限制')).toBeTruthy();
  expect(upload).not.toHaveBeenCalled();
});

test('a pasted image is uploaded first, then confirmed in a dialog, then sent; a removed one is not', async () => {
  upload
    .mockResolvedValueOnce({ id: 1, url: '/file/files/1/a.png', originName: 'a.png', ext: 'png' })
    .mockResolvedValueOnce({ id: 2, url: '/file/files/2/b.pdf', originName: 'b.pdf', ext: 'pdf' });
  renderWithProviders(<InputPanel members={members} onSend={onSend} />, { inRemote: true });
  paste([
    new File(['png'], 'a.png', { type: 'image/png' }),
    new File(['pdf'], 'b.pdf', { type: 'application/pdf' }),
  ]);
  const dialog = await screen.findByRole('dialog', { name: '发送以下文件？' });
  await waitFor(() => expect(within(dialog).getByText('b.pdf')).toBeTruthy());
  expect(onSend).not.toHaveBeenCalled();
  const rows = within(dialog).getAllByRole('button', { name: '移除' });
  fireEvent.click(rows[1]);
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: '发送' }));
  });
  expect(onSend).toHaveBeenCalledTimes(1);
  expect(onSend).toHaveBeenCalledWith({
    msgType: 'img',
    content: '/file/files/1/a.png',
    fileName: 'a.png',
    fileSize: 3,
    remind: [],
  });
});

test('上传中… shows while pasted files are uploading and goes when the last is up', async () => {
  let finish!: (file: { id: number; url: string; originName: string; ext: string }) => void;
  upload.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
  renderWithProviders(<InputPanel members={members} onSend={onSend} />, { inRemote: true });
  expect(screen.queryByText('上传中…')).toBeNull();
  paste([new File(['png'], 'a.png', { type: 'image/png' })]);
  expect(await screen.findByText('上传中…')).toBeTruthy();
  await act(async () => finish({ id: 1, url: '/file/files/1/a.png', originName: 'a.png', ext: 'png' }));
  await waitFor(() => expect(screen.queryByText('上传中…')).toBeNull());
  expect(await screen.findByRole('dialog', { name: '发送以下文件？' })).toBeTruthy();
});
