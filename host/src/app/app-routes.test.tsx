import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ComponentType } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { ApiError, call, useSessionStore } from '@portal/shared';
import { answerCalls, currentLocation, renderWithProviders, testUser } from '@portal/shared/src/testing';
import '../locales';
import { fetchUserDetail } from '../features/auth/api/user-detail';
import { fetchFrontendRemotes } from '../features/remotes/remote-registry';
import { useTabsStore } from '../features/tabs/tabs-store';
import { AppRoutes } from './app-routes';
import { loadSignedIn } from './signed-in-chunks';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), call: jest.fn() }));
// The sign-in call's body, answered with the token the mock gives (the login page calls the route table).
const login = jest.fn<Promise<string>, [unknown]>();
jest.mock('../features/auth/api/user-detail', () => ({
  USER_DETAIL_QUERY_KEY: ['session', 'user-detail'],
  fetchUserDetail: jest.fn(),
}));
jest.mock('../features/notices-bell/unread-count', () => ({
  UNREAD_COUNT_QUERY_KEY: ['notice', 'unread-count'],
  fetchUnreadCount: jest.fn(async () => 3),
}));
jest.mock('../features/remotes/remote-registry', () => ({
  ...jest.requireActual('../features/remotes/remote-registry'),
  fetchFrontendRemotes: jest.fn(),
}));

const user = testUser({
  id: 7,
  username: 'customer1',
  name: '张三',
  customIdName: '客户一',
  menus: [
    {
      path: '/workplace',
      title: 'menu.workplace',
      icon: 'HomeOutlined',
      hidden: false,
      component: 'remote_orders/Workplace',
    },
    {
      path: '/orderQuery',
      title: 'menu.orderQuery',
      icon: 'FileSearchOutlined',
      hidden: false,
      component: 'remote_orders/OrderQuery',
      children: [
        {
          path: '/orderQueryDetails',
          title: 'menu.orderQueryDetails',
          hidden: true,
          component: 'remote_orders/OrderQueryDetails',
        },
      ],
    },
    {
      path: '/settlement',
      title: 'menu.settlement',
      icon: 'NoSuchIcon',
      hidden: false,
      component: 'remote_orders/NotExposed',
    },
  ],
});

let detailMounts = 0;
function Details() {
  const [params] = useSearchParams();
  useEffect(() => {
    detailMounts += 1;
  }, []);
  return <p>工单 {params.get('id')} 的详情</p>;
}

const pages: Record<string, ComponentType> = {
  'remote_orders/Workplace': () => <p>工作台内容</p>,
  'remote_orders/OrderQuery': () => <p>工单查询内容</p>,
  'remote_orders/OrderQueryDetails': Details,
};

let go: (to: string) => void = () => {};
/** Hands the test the router's navigate, to go somewhere as a link elsewhere in the portal would. */
function Navigator() {
  go = useNavigate();
  return null;
}

const where = currentLocation;

function start(route: string) {
  return renderWithProviders(
    <>
      <AppRoutes />
      <Navigator />
    </>,
    { route },
  );
}

let errors: jest.SpyInstance;

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  detailMounts = 0;
  errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  useSessionStore.setState({ token: null, user: null });
  useTabsStore.getState().reset(null, null);
  jest.mocked(fetchUserDetail).mockResolvedValue(user);
  jest.mocked(call).mockImplementation(
    answerCalls({
      login: ({ body }) => login(body).then((token) => ({ token })),
      logout: null,
    }),
  );
  jest.mocked(fetchFrontendRemotes).mockResolvedValue([
    {
      name: 'remote_orders',
      entry: '/remotes/orders/mf-manifest.json',
      version: '1.0.0',
      channel: 'stable',
      integrity: null,
    },
  ]);
  jest.mocked(loadRemote).mockImplementation(async (key: string) => ({ default: pages[key] }));
  globalThis.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    json: async () => ({
      exposes: [{ name: 'Workplace' }, { name: 'OrderQuery' }, { path: './OrderQueryDetails' }],
    }),
  })) as unknown as typeof fetch;
});

afterEach(() => errors.mockRestore());

describe('route guard', () => {
  it('sends a visitor without a session to /login with from', async () => {
    start('/orderQueryDetails?id=7');
    expect(await screen.findByLabelText('用户名')).toBeTruthy();
    const location = new URL(where() ?? '', 'http://portal.test');
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('from')).toBe('/orderQueryDetails?id=7');
    expect(document.title).toBe('登录 - 服务工单门户');
  });

  it('sends / to /login without from', async () => {
    start('/');
    await screen.findByLabelText('用户名');
    expect(where()).toBe('/login');
  });

  it('lets /forget through', async () => {
    start('/forget');
    expect(await screen.findByLabelText('联系电话')).toBeTruthy();
    expect(where()).toBe('/forget');
  });
});

describe('login', () => {
  it('keeps what was typed when the signed-in code arrives while the visitor is on the page', async () => {
    start('/login');
    await screen.findByLabelText('用户名');
    fill('用户名', 'customer1');
    await act(async () => void (await loadSignedIn()));
    expect((screen.getByLabelText('用户名') as HTMLInputElement).value).toBe('customer1');
  });

  it('signs in, loads the user and goes to from', async () => {
    jest.mocked(login).mockResolvedValue('token-abc');
    const ui = userEvent.setup();
    start(`/login?from=${encodeURIComponent('/orderQueryDetails?id=3')}`);
    await screen.findByLabelText('用户名');
    fill('用户名', 'customer1');
    fill('密码', 'secret');
    await ui.click(screen.getByRole('button', { name: /登\s*录/ }));

    expect(await screen.findByText('工单 3 的详情')).toBeTruthy();
    expect(login).toHaveBeenCalledWith({ username: 'customer1', password: 'secret' });
    expect(where()).toBe('/orderQueryDetails?id=3');
    expect(useSessionStore.getState().token).toBe('token-abc');
    expect(localStorage.getItem('portal.accessToken')).toBe('token-abc');
  });

  it('goes to the home path without from and keeps the token for the tab only without remember me', async () => {
    jest.mocked(login).mockResolvedValue('token-xyz');
    const ui = userEvent.setup();
    start('/login');
    await screen.findByLabelText('用户名');
    fill('用户名', 'customer1');
    fill('密码', 'secret');
    await ui.click(screen.getByRole('checkbox', { name: '记住我' }));
    await ui.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('工作台内容')).toBeTruthy();
    expect(where()).toBe('/workplace');
    expect(sessionStorage.getItem('portal.accessToken')).toBe('token-xyz');
    expect(localStorage.getItem('portal.accessToken')).toBeNull();
  });

  it('shows the server message when sign-in fails', async () => {
    jest.mocked(login).mockRejectedValue(new ApiError('用户名或密码错误', 400, 1));
    const ui = userEvent.setup();
    start('/login');
    await screen.findByLabelText('用户名');
    fill('用户名', 'customer1');
    fill('密码', 'wrong');
    await ui.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('用户名或密码错误')).toBeTruthy();
    expect(where()).toBe('/login');
    // Its name stays the text alone, with no word of antd's loading icon left in it.
    expect(screen.getByRole('button', { name: '登录' })).toBeTruthy();
  });

  it('names the sign-in button by its text alone while signing in', async () => {
    let finish: (token: string) => void = () => undefined;
    jest.mocked(login).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const ui = userEvent.setup();
    start('/login');
    await screen.findByLabelText('用户名');
    fill('用户名', 'customer1');
    fill('密码', 'secret');
    await ui.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '登录' }).getAttribute('aria-busy')).toBe('true'),
    );
    finish('token-abc');
    expect(await screen.findByText('工作台内容')).toBeTruthy();
  });
});

describe('signed-in layout', () => {
  beforeEach(() => useSessionStore.setState({ token: 'saved-token', user: null }));

  it('loads the user and remotes, then sends / to the home path with its title', async () => {
    start('/');
    expect(await screen.findByText('工作台内容')).toBeTruthy();
    expect(fetchUserDetail).toHaveBeenCalled();
    expect(where()).toBe('/workplace');
    await waitFor(() => expect(document.title).toBe('工作台 - 服务工单门户'));
    expect(screen.getByRole('button', { name: '张三' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '通知 3' })).toBeTruthy();
  });

  it('routes hidden pages without showing them in the side menu', async () => {
    start('/orderQueryDetails?id=9');
    expect(await screen.findByText('工单 9 的详情')).toBeTruthy();
    const menu = screen.getByRole('menu', { name: '侧边菜单' });
    expect(within(menu).getByRole('menuitem', { name: '工单查询' })).toBeTruthy();
    expect(within(menu).queryByRole('menuitem', { name: '工单详情' })).toBeNull();
    expect(screen.getByRole('tab', { name: /工单详情/ })).toBeTruthy();
  });

  it('shows the 404 page in a tab for unknown paths and for refused component keys', async () => {
    start('/no/such/page');
    expect(await screen.findByText('抱歉，您访问的页面不存在。')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /页面不存在/ })).toBeTruthy();
    act(() => go('/settlement'));
    await waitFor(() => expect(screen.getAllByText('抱歉，您访问的页面不存在。')).toHaveLength(2));
    expect(errors.mock.calls.some((args) => String(args[0]).includes('remote_orders/NotExposed'))).toBe(true);
  });

  it('opens a tab per query and keeps hidden tabs mounted with their own location', async () => {
    start('/orderQueryDetails?id=1');
    await screen.findByText('工单 1 的详情');
    act(() => go('/orderQueryDetails?id=2'));
    expect(await screen.findByText('工单 2 的详情')).toBeTruthy();
    expect(screen.getByText('工单 1 的详情')).toBeTruthy();
    expect(screen.getAllByRole('tab', { name: /工单详情/ })).toHaveLength(2);
    expect(detailMounts).toBe(2);
  });

  it('/redirect/* reloads the target tab and replaces itself', async () => {
    start('/orderQueryDetails?id=4');
    await screen.findByText('工单 4 的详情');
    expect(detailMounts).toBe(1);
    act(() => go('/redirect/orderQueryDetails?id=4'));
    await waitFor(() => expect(where()).toBe('/orderQueryDetails?id=4'));
    await waitFor(() => expect(detailMounts).toBe(2));
    expect(screen.getAllByRole('tab', { name: /工单详情/ })).toHaveLength(1);
  });
});
