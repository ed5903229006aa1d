import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, stubRoutes } from '@portal/shared/src/testing';
import type { ChatReceipt, ReceiptTemplate } from '@portal/shared/contract';
import '../../../locales';
import { deferred } from '../../../test/deferred';
import type { GroupChatImage } from '../api/types';
import { ImageListModal } from './image-list-modal';

// What the modal asked the server for (the API is stubbed at the HTTP level).
const getGroupChatImages = jest.fn<Promise<GroupChatImage[]>, [string]>();
const getReceiptTemplates = jest.fn<Promise<ReceiptTemplate[]>, [number]>();
const saveChatReceipts = jest.fn<Promise<unknown[]>, [ChatReceipt[]]>();
let restore: () => void;
afterEach(() => restore());

const save = jest.mocked(saveChatReceipts);
const image = (msgId: string, url: string, extra: Partial<GroupChatImage> = {}): GroupChatImage => ({
  id: 1,
  msgId,
  url,
  fileName: null,
  fromName: '张工',
  createTime: '2024-05-01 10:00:00',
  time: 0,
  ...extra,
});

let onClose: jest.Mock;

beforeEach(() => {
  restore = stubRoutes({
    chatGroupImages: ({ query }) => getGroupChatImages(query.toUser),
    orderReceiptTemplates: ({ params }) => getReceiptTemplates(params.id),
    chatReceiptsSave: ({ body }) => saveChatReceipts(body.receipts),
  });
  onClose = jest.fn();
  save.mockReset();
  jest
    .mocked(getGroupChatImages)
    .mockResolvedValue([
      image('m1', '/file/files/1/%E7%8E%B0%E5%9C%BA.png'),
      image('m2', '/file/files/2/b.png', { fileName: '签字单.png', origin: 'easemob' }),
    ]);
  jest
    .mocked(getReceiptTemplates)
    .mockResolvedValue([
      { id: 7, name: '完工验收', isCustomerVisible: true, isEngineerVisible: false, sort: 1 },
    ]);
});

function renderModal() {
  return renderWithProviders(<ImageListModal open chatId="grp-1" serviceId={42} onClose={onClose} />, {
    inRemote: true,
    toastsStay: true,
  });
}

const saveButton = () => screen.getByRole('button', { name: /保存为验收资料/ }) as HTMLButtonElement;

async function chooseTemplateAndTick() {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '验收模板' }));
  fireEvent.click(await screen.findByTitle('完工验收'));
  fireEvent.click(await screen.findByRole('checkbox', { name: '签字单.png' }));
  fireEvent.click(screen.getByRole('checkbox', { name: '现场.png' }));
}

/** Ticks two images under 完工验收 and saves; the answer waits for the test. */
async function startSaving() {
  const answer = deferred<unknown[]>();
  save.mockReturnValue(answer.promise);
  renderModal();
  await chooseTemplateAndTick();
  fireEvent.click(saveButton());
  return answer;
}

test('saving waits for a template and a ticked image', async () => {
  renderModal();
  fireEvent.click(await screen.findByRole('checkbox', { name: '签字单.png' }));
  expect(saveButton().disabled).toBe(true);
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '验收模板' }));
  fireEvent.click(await screen.findByTitle('完工验收'));
  expect(saveButton().disabled).toBe(false);
});

test('the ticked images are saved as receipts under the template; the button spins meanwhile, then 保存成功 and the modal closes', async () => {
  const answer = await startSaving();

  await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
  expect(save).toHaveBeenCalledWith([
    {
      name: '现场.png',
      origin: 'sys',
      msgId: 'm1',
      url: '/file/files/1/%E7%8E%B0%E5%9C%BA.png',
      templateId: 7,
    },
    { name: '签字单.png', origin: 'easemob', msgId: 'm2', url: '/file/files/2/b.png', templateId: 7 },
  ]);
  await waitFor(() => expect(saveButton().className).toContain('ant-btn-loading'));
  expect(onClose).not.toHaveBeenCalled();

  answer.resolve([]);
  expect(await screen.findByText('保存成功')).toBeTruthy();
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('a failed save keeps the modal open with the choice made, and stops spinning', async () => {
  const answer = await startSaving();
  await waitFor(() => expect(saveButton().className).toContain('ant-btn-loading'));

  answer.reject(new Error('server said no'));
  await waitFor(() => expect(saveButton().className).not.toContain('ant-btn-loading'));
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.queryByText('保存成功')).toBeNull();
  expect(saveButton().disabled).toBe(false);
  expect((screen.getByRole('checkbox', { name: '签字单.png' }) as HTMLInputElement).checked).toBe(true);
});
