import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { eventBus } from '@portal/shared';
import { renderWithProviders, signInAs } from '@portal/shared/src/testing';
import '../../locales';
import { NoticesBell, noticeTarget } from './notices-bell';
import { fetchUnreadCount } from './unread-count';
import { fetchLatestNotices } from './latest-notices';

jest.mock('./unread-count', () => ({
  UNREAD_COUNT_QUERY_KEY: ['notice', 'unread-count'],
  fetchUnreadCount: jest.fn(),
}));
jest.mock('./latest-notices', () => ({
  LATEST_NOTICES_QUERY_KEY: ['notice', 'latest'],
  fetchLatestNotices: jest.fn(),
}));

const notice = (id: number, status: 'unread' | 'read', title: string) => ({
  id,
  title,
  status,
  content: `${title} 内容`,
  sendTime: '2026-11-20 10:00:00',
  repairUserName: null,
  link: null,
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

/** The bell, with where its links lead. */
const showBell = () =>
  renderWithProviders(
    <>
      <NoticesBell />
      <Where />
    </>,
  );

describe('NoticesBell', () => {
  it('sends managers to /notice and others to the personal notice page', () => {
    expect(noticeTarget('manager')).toBe('/notice');
    expect(noticeTarget('customer')).toBe('/personalCenter/personalNotice');
  });

  it('shows the unread count, refetches on notice:changed and opens the notice list', async () => {
    jest.mocked(fetchLatestNotices).mockResolvedValue({ total: 0, records: [] });
    jest.mocked(fetchUnreadCount).mockResolvedValueOnce(5).mockResolvedValue(2);
    signInAs({ authority: 'customer' });
    showBell();
    const bell = screen.getByRole('button', { name: '通知' });
    await waitFor(() => expect(bell.textContent).toContain('5'));
    expect(bell.getAttribute('aria-label')).toBe('通知 5');
    act(() => eventBus.emit('notice:changed'));
    await waitFor(() => expect(bell.textContent).toContain('2'));
    expect(fetchUnreadCount).toHaveBeenCalledTimes(2);
    fireEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: '通知' });
    expect(panel.textContent).toContain('2 条未读');
    fireEvent.click(await screen.findByRole('button', { name: '查看全部' }));
    expect(screen.getByTestId('where').textContent).toBe('/personalCenter/personalNotice');
  });

  it('lists the newest notices with unread marks; one opens its details page', async () => {
    jest.mocked(fetchUnreadCount).mockResolvedValue(1);
    jest.mocked(fetchLatestNotices).mockResolvedValue({
      total: 2,
      records: [notice(7, 'unread', '新工单'), notice(3, 'read', '旧公告')],
    });
    signInAs({ authority: 'customer' });
    showBell();
    fireEvent.click(screen.getByRole('button', { name: /^通知/ }));
    const fresh = await screen.findByRole('button', { name: /新工单/ });
    expect(fresh.querySelector('[aria-label="未读"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: /旧公告/ }).querySelector('[aria-label="未读"]')).toBeNull();
    fireEvent.click(fresh);
    expect(screen.getByTestId('where').textContent).toBe('/notice/details');
  });
});
