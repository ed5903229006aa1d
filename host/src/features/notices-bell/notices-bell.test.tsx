import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { eventBus, useSessionStore, type UserInfo } from '@portal/shared';
import { renderWithProviders } from '../../test/render';
import { NoticesBell, noticeTarget } from './notices-bell';
import { fetchUnreadCount } from './unread-count';

jest.mock('./unread-count', () => ({
  UNREAD_COUNT_QUERY_KEY: ['notice', 'unread-count'],
  UNREAD_REFRESH_MS: 600000,
  fetchUnreadCount: jest.fn(),
}));

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

const signIn = (authority: UserInfo['authority']) =>
  useSessionStore.setState({ token: 't', user: { id: 1, authority, name: 'n' } as UserInfo });

describe('NoticesBell', () => {
  it('sends managers to /notice and others to the personal notice page', () => {
    expect(noticeTarget('manager')).toBe('/notice');
    expect(noticeTarget('customer')).toBe('/personalCenter/personalNotice');
  });

  it('shows the unread count, refetches on notice:changed and opens the notice list', async () => {
    jest.mocked(fetchUnreadCount).mockResolvedValueOnce(5).mockResolvedValue(2);
    signIn('customer');
    renderWithProviders(
      <>
        <NoticesBell />
        <Where />
      </>,
    );
    const bell = screen.getByRole('button', { name: '通知' });
    await waitFor(() => expect(bell.textContent).toContain('5'));
    act(() => eventBus.emit('notice:changed'));
    await waitFor(() => expect(bell.textContent).toContain('2'));
    expect(fetchUnreadCount).toHaveBeenCalledTimes(2);
    fireEvent.click(bell);
    expect(screen.getByTestId('where').textContent).toBe('/personalCenter/personalNotice');
  });
});
