import { act, screen, waitFor } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { eventBus } from '@portal/shared';
import { renderWithProviders, signInAs } from '@portal/shared/src/testing';
import '../../locales';
import { ChatModalSlot } from './chat-modal-slot';
import { registerFrontendRemotes } from './remote-registry';
import { integrityFailureOf, RemoteIntegrityError } from './integrity-failure';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('./integrity-failure', () => ({
  ...jest.requireActual<object>('./integrity-failure'),
  integrityFailureOf: jest.fn(async () => undefined),
}));
const mockedLoad = jest.mocked(loadRemote);
const mockedIntegrity = jest.mocked(integrityFailureOf);

interface Request {
  channelId?: number;
  serviceId?: number;
  nonce: number;
}

const start = jest.fn(async () => undefined);
const shown: Array<Request | null> = [];

function FakeModal({ request, onClose }: { request: Request | null; onClose(): void }) {
  shown.push(request);
  return request ? (
    <button type="button" onClick={onClose}>
      modal {request.serviceId ?? request.channelId ?? 'all'}
    </button>
  ) : null;
}

let seq = 0;
beforeEach(() => {
  shown.length = 0;
  start.mockClear();
  mockedLoad.mockReset();
  mockedIntegrity.mockReset();
  mockedIntegrity.mockResolvedValue(undefined);
  jest.mocked(registerRemotes).mockReset();
  mockedLoad.mockImplementation(async (key: string) => {
    if (key === 'remote_chat/im') return { start } as never;
    if (key === 'remote_chat/ChatModal') return { default: FakeModal } as never;
    throw new Error(key);
  });
  seq += 1;
  registerFrontendRemotes([
    {
      name: 'remote_chat',
      entry: `/remotes/chat/${seq}/mf-manifest.json`,
      version: '1.0.0',
      channel: 'stable',
      integrity: null,
    },
  ]);
});

test('starts the one IM connection once after sign-in and opens the modal on chat:open', async () => {
  signInAs({ id: 5, authority: 'technician' });
  const { rerender } = renderWithProviders(<ChatModalSlot />);
  await waitFor(() => expect(start).toHaveBeenCalledTimes(1));
  rerender(<ChatModalSlot />);
  expect(mockedLoad).not.toHaveBeenCalledWith('remote_chat/ChatModal');

  act(() => eventBus.emit('chat:open', { serviceId: 42 }));
  const button = await screen.findByRole('button', { name: 'modal 42' });
  act(() => eventBus.emit('chat:open', { channelId: '7' }));
  expect(await screen.findByRole('button', { name: 'modal 7' })).toBeTruthy();
  act(() => button.click());
  await waitFor(() => expect(screen.queryByRole('button', { name: /modal/ })).toBeNull());
  expect(start).toHaveBeenCalledTimes(1);
  expect(mockedLoad.mock.calls.filter(([key]) => key === 'remote_chat/im')).toHaveLength(1);
});

test('nothing without the chat remote', async () => {
  registerFrontendRemotes([]);
  signInAs({ id: 6 });
  renderWithProviders(<ChatModalSlot />);
  act(() => eventBus.emit('chat:open', {}));
  await act(async () => undefined);
  expect(mockedLoad).not.toHaveBeenCalled();
});

test('says in a dialog that the chat cannot open when a file of it was changed since publishing, with no retry', async () => {
  signInAs({ id: 7, authority: 'technician' });
  mockedLoad.mockImplementation(async (key: string) => {
    if (key === 'remote_chat/im') return { start } as never;
    throw new Error('Failed to load script');
  });
  mockedIntegrity.mockResolvedValue(
    new RemoteIntegrityError('remote_chat', '__federation_expose_ChatModal.1234abcd.js'),
  );
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderWithProviders(<ChatModalSlot />);
  act(() => eventBus.emit('chat:open', { serviceId: 42 }));
  const dialog = await screen.findByRole('dialog', { name: '在线沟通' });
  expect(dialog.textContent).toContain('模块校验失败');
  expect(dialog.textContent).toContain('__federation_expose_ChatModal.1234abcd.js');
  expect(screen.queryByRole('button', { name: /^重\s?试$/ })).toBeNull();
});

test('offers a retry when the chat could not be fetched, and opens it once it loads', async () => {
  signInAs({ id: 8, authority: 'technician' });
  let down = true;
  mockedLoad.mockImplementation(async (key: string) => {
    if (key === 'remote_chat/im') return { start } as never;
    if (down) throw new Error('Failed to fetch');
    return { default: FakeModal } as never;
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderWithProviders(<ChatModalSlot />);
  act(() => eventBus.emit('chat:open', { serviceId: 9 }));
  const dialog = await screen.findByRole('dialog', { name: '在线沟通' });
  expect(dialog.textContent).toContain('模块加载失败');
  down = false;
  act(() => screen.getByRole('button', { name: /^重\s?试$/ }).click());
  expect(await screen.findByRole('button', { name: 'modal 9' })).toBeTruthy();
});
