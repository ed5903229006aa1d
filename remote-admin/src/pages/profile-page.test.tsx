import { screen } from '@testing-library/react';
import { useSessionStore } from '@portal/shared';
import { renderWithProviders, signInAs } from '@portal/shared/src/testing';
import ProfilePage from './profile-page';

test('shows the signed-in user from the session', () => {
  signInAs({
    name: '赵六',
    username: 'zhaoliu',
    authority: 'technician',
    customIdName: '华南客户公司',
    phone: '13900000000',
    telephone: '020-12345678',
  });
  renderWithProviders(<ProfilePage />, { route: '/user/profile' });

  const value = (label: string) =>
    (screen.getByText(label, { selector: 'th, th *' }).closest('th')?.nextElementSibling as HTMLElement)
      .textContent;
  expect(value('姓名')).toBe('赵六');
  expect(value('用户名')).toBe('zhaoliu');
  expect(value('权限')).toBe('技术员');
  expect(value('所属公司')).toBe('华南客户公司');
  expect(value('手机号')).toBe('13900000000');
  expect(value('座机')).toBe('020-12345678');
});

test('missing values show a dash and no user shows an empty state', () => {
  signInAs({ telephone: null });
  const { unmount } = renderWithProviders(<ProfilePage />);
  expect(
    (screen.getByText('座机', { selector: 'th, th *' }).closest('th')?.nextElementSibling as HTMLElement)
      .textContent,
  ).toBe('-');
  unmount();

  useSessionStore.setState({ user: null });
  renderWithProviders(<ProfilePage />);
  expect(screen.getByText('未登录')).toBeTruthy();
});
