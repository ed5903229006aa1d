import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { call, i18n, useSessionStore } from '@portal/shared';
import { answerCalls, renderWithProviders } from '@portal/shared/src/testing';
import '../../../locales';
import { loadSignedIn, prefetchSignedIn } from '../../../app/signed-in-chunks';
import { LoginPage } from './login-page';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), call: jest.fn() }));
// The sign-in call's body, answered with the token the mock gives (the page calls the route table).
const login = jest.fn<Promise<string>, [unknown]>();
jest.mock('../../../app/signed-in-chunks', () => ({
  prefetchSignedIn: jest.fn(),
  loadSignedIn: jest.fn(async () => []),
}));

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

function setup() {
  renderWithProviders(<LoginPage />, { route: '/login' });
  return userEvent.setup();
}

beforeEach(() => {
  jest.mocked(login).mockReset();
  jest.mocked(call).mockImplementation(
    answerCalls({
      login: ({ body }) => login(body).then((token) => ({ token })),
      userDetail: () => new Promise(() => undefined),
    }),
  );
  useSessionStore.setState({ token: null, user: null });
});

afterEach(() => act(() => void i18n.changeLanguage('zh_CN')));

describe('LoginPage', () => {
  // First in the file: the signed-in code is run once per page load.
  it('downloads the signed-in code when idle without running it, and runs it once a password is typed', async () => {
    const ui = setup();
    await waitFor(() => expect(prefetchSignedIn).toHaveBeenCalled());
    await ui.type(field('用户名'), 'admin');
    expect(loadSignedIn).not.toHaveBeenCalled();
    await ui.type(field('密码'), 'se');
    expect(loadSignedIn).toHaveBeenCalledTimes(1);
  });

  it('asks for both fields when submitted empty, sends nothing and puts the cursor in the first', async () => {
    const ui = setup();
    await ui.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByText('请输入用户名')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(field('用户名').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('用户名'));
    expect(login).not.toHaveBeenCalled();
  });

  it('takes a username of spaces as empty and clears each message as its field is filled', async () => {
    const ui = setup();
    fireEvent.change(field('用户名'), { target: { value: '   ' } });
    expect(screen.getByText('请输入用户名')).toBeTruthy();
    await ui.type(field('用户名'), 'admin');
    expect(screen.queryByText('请输入用户名')).toBeNull();
    await ui.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByText('请输入密码')).toBeTruthy();
    await ui.type(field('密码'), 's');
    expect(screen.queryByText('请输入密码')).toBeNull();
  });

  it('shows and hides the password on request', async () => {
    const ui = setup();
    expect(field('密码').type).toBe('password');
    await ui.click(screen.getByRole('button', { name: '显示密码' }));
    expect(field('密码').type).toBe('text');
    await ui.click(screen.getByRole('button', { name: '隐藏密码' }));
    expect(field('密码').type).toBe('password');
  });

  it('signs in with Enter from the password field', async () => {
    jest.mocked(login).mockReturnValue(new Promise(() => undefined));
    const ui = setup();
    await ui.type(field('用户名'), ' admin ');
    await ui.type(field('密码'), 'secret{Enter}');
    expect(login).toHaveBeenCalledWith({ username: 'admin', password: 'secret' });
  });

  it('speaks the language chosen in its header, messages included', async () => {
    const ui = setup();
    await ui.click(screen.getByRole('button', { name: '登录' }));
    await ui.selectOptions(screen.getByRole('combobox', { name: '语言/Language' }), 'English');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByText('Please enter the username')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password' }).getAttribute('href')).toBe('/forget');
  });
});
