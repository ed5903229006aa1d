import { act, screen, waitFor } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { eventBus } from '@portal/shared';
import { renderWithProviders, signInAs } from '@portal/shared/src/testing';
import '../../locales';
import { ChatModalSlot } from './chat-modal-slot';
import { registerFrontendRemotes } from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const mockedLoad = jest.mocked(loadRemote);

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
