import { act, fireEvent, screen } from '@testing-library/react';
import { eventBus } from '@portal/shared';
import { renderWithProviders, signInAs } from '@portal/shared/src/testing';
import { connectIm } from '../lib/im-connection';
import { useImStore } from '../stores/im-store';
import ChatButtonWidget from '../../../exposes/chat-button';

jest.mock('../lib/im-connection', () => ({ connectIm: jest.fn() }));

const badgeText = (container: HTMLElement) =>
  container.querySelector('.ant-badge-count')?.textContent ?? null;

beforeEach(() => {
  jest.mocked(connectIm).mockReset();
  useImStore.setState({ status: 'offline', unreadTotal: 0 });
  signInAs({ allowDispatch: true });
});

test('connects on mount and opens the chat panel on click', () => {
  const opened = jest.fn();
  const off = eventBus.on('chat:open', opened);
  renderWithProviders(<ChatButtonWidget />);

  expect(connectIm).toHaveBeenCalledTimes(1);
  fireEvent.click(screen.getByRole('button', { name: /在线沟通/ }));
  expect(opened).toHaveBeenCalledWith({});
  off();
});

test('the badge shows the unread total and caps it at 99+', () => {
  const { container } = renderWithProviders(<ChatButtonWidget />);
  expect(badgeText(container)).toBeNull();

  act(() => useImStore.setState({ unreadTotal: 120 }));
  expect(badgeText(container)).toBe('99+');

  act(() => useImStore.setState({ unreadTotal: 99 }));
  expect(container.querySelector('.ant-badge-count')?.getAttribute('title')).toBe('99');
});

test('the status dot reads 在线 or 离线', () => {
  renderWithProviders(<ChatButtonWidget />);
  expect(screen.getByRole('img', { name: '离线' })).toBeTruthy();

  act(() => useImStore.setState({ status: 'online' }));
  expect(screen.getByRole('img', { name: '在线' })).toBeTruthy();
  expect(screen.queryByRole('img', { name: '离线' })).toBeNull();
});

test('users without allowDispatch get no button and no connection', () => {
  signInAs({ allowDispatch: false });
  renderWithProviders(<ChatButtonWidget />);
  expect(screen.queryByRole('button', { name: /在线沟通/ })).toBeNull();
  expect(connectIm).not.toHaveBeenCalled();
});
