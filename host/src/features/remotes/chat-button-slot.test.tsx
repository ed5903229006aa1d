import { act, screen, waitFor } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { eventBus } from '@portal/shared';
import { renderWithProviders, signInAs } from '@portal/shared/src/testing';
import '../../locales';
import { ChatButtonSlot } from './chat-button-slot';
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

let seq = 0;
beforeEach(() => {
  jest.mocked(registerRemotes).mockReset();
  jest.mocked(loadRemote).mockReset();
  jest.mocked(loadRemote).mockRejectedValue(new Error('Failed to load script'));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
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

test('a chat button whose file was changed since publishing becomes a warning that opens the explanation', async () => {
  jest
    .mocked(integrityFailureOf)
    .mockResolvedValue(new RemoteIntegrityError('remote_chat', '__federation_expose_ChatButton.1234abcd.js'));
  signInAs({ id: 3, allowDispatch: true });
  const opened = jest.fn();
  const off = eventBus.on('chat:open', opened);
  renderWithProviders(<ChatButtonSlot />);
  const warning = await screen.findByRole('button', { name: '在线沟通：模块校验失败' });
  act(() => warning.click());
  expect(opened).toHaveBeenCalledTimes(1);
  off();
});

test('a chat button that merely failed to load leaves the header as it is', async () => {
  jest.mocked(integrityFailureOf).mockResolvedValue(undefined);
  signInAs({ id: 4, allowDispatch: true });
  const { container } = renderWithProviders(<ChatButtonSlot />);
  await waitFor(() => expect(integrityFailureOf).toHaveBeenCalledWith('remote_chat'));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(container.querySelector('button')).toBeNull();
});
