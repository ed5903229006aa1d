import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, stubRoutes } from '@portal/shared/src/testing';
import type { ChatBatchJoinBody, OnTheJobUser } from '@portal/shared/contract';
import '../../../locales';
import { deferred } from '../../../test/deferred';
import type { ChatSession } from '../api/types';
import { useChatStore } from '../stores/chat-store';
import { filterByName, InviteModal } from './invite-modal';

// What the modal asked the server for (the API is stubbed at the HTTP level).

const join = jest.fn<Promise<unknown>, [ChatBatchJoinBody]>();
const staffList = jest.fn<Promise<OnTheJobUser[]>, [number]>();
// The channel as the server answers it (a session's fields are read as well).
const channelInfo = jest.fn<Promise<unknown>, [number]>();
let restore: () => void;
afterEach(() => restore());

const person = (id: number, name: string, imUid: string | null): OnTheJobUser => ({
  id,
  name,
  username: `u${id}`,
  imUid,
  avatar: null,
  authority: 'engineer',
  jobId: null,
  deptId: null,
  phone: null,
  telephone: null,
  customId: null,
});

const session = (membersInfo: ChatSession['membersInfo']): ChatSession => ({
  id: 5,
  channelId: 'grp-5',
  type: 'groupchat',
  toName: 'SO-5',
  avatar: null,
  unreadNum: 0,
  time: 0,
  serviceId: 42,
  serviceNo: 'SO-5',
  imGroupId: null,
  lastMsg: null,
  membersInfo,
});

let onClose: jest.Mock;

beforeEach(() => {
  restore = stubRoutes({
    chatBatchJoin: ({ body }) => join(body),
    onTheJobList: ({ query }) => staffList(Number(query?.channelId)),
    chatOneChannel: ({ body }) => channelInfo(Number(body?.id)),
  });
  onClose = jest.fn();
  join.mockReset();
  staffList.mockReset();
  channelInfo.mockReset();
  staffList.mockResolvedValue([
    person(1, '张工', 'eng-1'),
    person(2, '李工', 'eng-2'),
    person(3, '没有账号', null),
  ]);
  useChatStore.setState({ sessions: [session([])] });
});

function renderModal() {
  return renderWithProviders(<InviteModal open sysChannelId={5} onClose={onClose} />, {
    inRemote: true,
    toastsStay: true,
  });
}

const inviteButton = () => screen.getByRole('button', { name: /邀请/ }) as HTMLButtonElement;

test('filterByName keeps names containing the trimmed search text', () => {
  const list = [{ name: '张工' }, { name: 'Li Gong' }];
  expect(filterByName(list, '  张 ')).toEqual([{ name: '张工' }]);
  expect(filterByName(list, 'li')).toEqual([{ name: 'Li Gong' }]);
  expect(filterByName(list, '   ')).toEqual(list);
});

test('staff without an IM account are not offered; the search narrows the list; invite waits for one ticked', async () => {
  renderModal();
  expect(await screen.findByRole('checkbox', { name: '张工' })).toBeTruthy();
  expect(screen.queryByRole('checkbox', { name: '没有账号' })).toBeNull();
  expect(inviteButton().disabled).toBe(true);

  fireEvent.change(screen.getByRole('searchbox', { name: '搜索姓名' }), { target: { value: ' 李 ' } });
  expect(screen.queryByRole('checkbox', { name: '张工' })).toBeNull();
  fireEvent.click(screen.getByRole('checkbox', { name: '李工' }));
  expect(inviteButton().disabled).toBe(false);
});

test('inviting spins, then says 邀请成功, closes, and fetches the group and the staff list again', async () => {
  const answer = deferred<unknown>();
  join.mockReturnValue(answer.promise);
  // As the server names a member (its id too), so that the session the store keeps reads it back whole.
  const member = { id: 22, uid: 'eng-2', name: '李工', type: 'engineer', avatar: null };
  channelInfo.mockResolvedValue(session([member] as ChatSession['membersInfo']));
  renderModal();
  fireEvent.click(await screen.findByRole('checkbox', { name: '李工' }));
  fireEvent.click(inviteButton());

  await waitFor(() => expect(join).toHaveBeenCalledWith({ uidList: ['eng-2'], sysChannelId: 5 }));
  await waitFor(() => expect(inviteButton().className).toContain('ant-btn-loading'));
  expect(onClose).not.toHaveBeenCalled();
  expect(staffList).toHaveBeenCalledTimes(1);

  answer.resolve(null);
  expect(await screen.findByText('邀请成功')).toBeTruthy();
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(channelInfo).toHaveBeenCalledWith(5);
  await waitFor(() => expect(useChatStore.getState().sessions[0].membersInfo).toEqual([member]));
  await waitFor(() => expect(staffList).toHaveBeenCalledTimes(2));
  expect(staffList).toHaveBeenLastCalledWith(5);
});

test('a failed invitation keeps the modal open and refreshes nothing', async () => {
  const answer = deferred<unknown>();
  join.mockReturnValue(answer.promise);
  renderModal();
  fireEvent.click(await screen.findByRole('checkbox', { name: '张工' }));
  fireEvent.click(inviteButton());
  await waitFor(() => expect(inviteButton().className).toContain('ant-btn-loading'));

  answer.reject(new Error('server said no'));
  await waitFor(() => expect(inviteButton().className).not.toContain('ant-btn-loading'));
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.queryByText('邀请成功')).toBeNull();
  expect(channelInfo).not.toHaveBeenCalled();
  expect(staffList).toHaveBeenCalledTimes(1);
  expect((screen.getByRole('checkbox', { name: '张工' }) as HTMLInputElement).checked).toBe(true);
});
