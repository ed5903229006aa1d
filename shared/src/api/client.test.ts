import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { Modal } from 'antd';
import { api, request, sendOrKept, setErrorNotifier, type CallOptions } from './client';
import { messageForFailure } from './http-error';
import { setNavigator } from './navigation';
import { useSessionStore } from '../stores/session-store';
import { tokenStorage } from '../auth/token-storage';
import { i18n } from '../i18n';

function failure(status: number | null, data?: unknown, message = 'Request failed'): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response =
    status === null ? undefined : ({ status, data, headers: {}, config, statusText: '' } as AxiosResponse);
  return new AxiosError(message, status === null ? 'ERR_NETWORK' : 'ERR_BAD_RESPONSE', config, {}, response);
}

describe('messageForFailure (SPEC section 8)', () => {
  beforeAll(() => i18n.changeLanguage('zh_CN'));
  it.each([
    [failure(null, undefined, 'timeout of 60000ms exceeded'), '请求超时，请检查网络是否连接正常'],
    [failure(null, undefined, 'Network Error'), '请求失败，请检查网络是否已连接'],
    [failure(400, { msg: 'title 不能为空' }), 'title 不能为空'],
    [failure(400, {}), '参数输入错误'],
    [failure(404, { msg: 'ignored' }), '请求地址错误'],
    [failure(500, { msg: '数据库忙' }), '数据库忙'],
    [failure(500, {}), '服务器错误'],
    [failure(503, {}), '系统正在更新,请耐心等待...'],
    [failure(429, { msg: '请求过于频繁' }), '请求过于频繁'],
  ])('maps %#', (error, expected) => {
    expect(messageForFailure(error).message).toBe(expected);
  });
});

type Adapter = NonNullable<Parameters<typeof api.request>[0]['adapter']>;
const respond =
  (status: number, data: unknown, headers: Record<string, string> = {}): Adapter =>
  async (config) => {
    const response = { status, data, headers, config, statusText: '' } as AxiosResponse;
    if (status >= 400) throw new AxiosError('fail', 'ERR_BAD_RESPONSE', config, {}, response);
    return response;
  };

describe('api client', () => {
  const shown: string[] = [];
  beforeAll(() => setErrorNotifier((text) => shown.push(text)));
  beforeEach(() => {
    shown.length = 0;
    tokenStorage.clear();
    useSessionStore.getState().clear();
  });

  it('sends the saved token and the language, and returns the envelope data', async () => {
    useSessionStore.getState().signIn('tok-1', true);
    let seen: Record<string, unknown> = {};
    const data = await request<{ n: number }>(api, {
      url: '/x',
      adapter: async (config) => {
        seen = { auth: config.headers.get('Authorization'), lang: config.headers.get('Accept-Language') };
        return {
          status: 200,
          data: { code: 0, msg: '', data: { n: 1 } },
          headers: {},
          config,
          statusText: '',
        };
      },
    });
    expect(data).toEqual({ n: 1 });
    expect(seen).toEqual({ auth: 'Bearer tok-1', lang: 'zh-CN' });
  });

  it('stores a refreshed token from the response header where the old one was', async () => {
    useSessionStore.getState().signIn('old', false);
    await request(api, {
      url: '/x',
      adapter: respond(200, { code: 0, msg: '', data: null }, { 'x-access-token': 'new' }),
    });
    expect(sessionStorage.getItem('portal.accessToken')).toBe('new');
    expect(localStorage.getItem('portal.accessToken')).toBeNull();
    expect(useSessionStore.getState().token).toBe('new');
  });

  it('shows the server message of a 400 and rejects', async () => {
    await expect(
      request(api, { url: '/x', adapter: respond(400, { code: 400, msg: 'username 不能为空' }) }),
    ).rejects.toThrow('username 不能为空');
    expect(shown).toEqual(['username 不能为空']);
  });

  it('keeps quiet when asked to', async () => {
    await expect(request(api, { url: '/x', silent: true, adapter: respond(500, {}) })).rejects.toThrow(
      '服务器错误',
    );
    expect(shown).toEqual([]);
  });

  it('treats a non-zero code in a 200 as a failure', async () => {
    await expect(
      request(api, { url: '/x', adapter: respond(200, { code: 1, msg: '失败了', data: null }) }),
    ).rejects.toThrow('失败了');
  });

  it('on 401 away from home shows the 系统提示 alert whose button clears the token and goes to login with from', async () => {
    const warning = jest
      .spyOn(Modal, 'warning')
      .mockImplementation(() => ({ destroy() {}, update() {} }) as never);
    const navigate = jest.fn();
    setNavigator(navigate);
    window.history.pushState({}, '', '/orderQuery?tab=toArrive');
    useSessionStore.getState().signIn('tok', true);
    await expect(request(api, { url: '/x', adapter: respond(401, {}) })).rejects.toBeTruthy();
    expect(warning).toHaveBeenCalledTimes(1);
    const options = warning.mock.calls[0][0];
    expect(options.title).toBe('系统提示');
    expect(options.content).toBe('登录状态已过期, 请退出重新登录!');
    expect(options.okText).toBe('重新登录');
    expect(navigate).not.toHaveBeenCalled();
    await options.onOk?.();
    expect(tokenStorage.get()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login?from=/orderQuery%3Ftab%3DtoArrive', { replace: true });
    warning.mockRestore();
  });

  it('on 401 at the home path goes to login without an alert', async () => {
    const warning = jest.spyOn(Modal, 'warning');
    const navigate = jest.fn();
    setNavigator(navigate);
    window.history.pushState({}, '', '/');
    await expect(request(api, { url: '/x', adapter: respond(401, {}) })).rejects.toBeTruthy();
    expect(warning).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    warning.mockRestore();
  });
});

describe('sendOrKept: a call a kept copy answers when the network fails', () => {
  const shown: string[] = [];
  beforeAll(async () => {
    await i18n.changeLanguage('zh_CN');
    setErrorNotifier((text) => shown.push(text));
  });
  beforeEach(() => (shown.length = 0));
  const unreachable: Adapter = async (config) => {
    throw new AxiosError('Network Error', 'ERR_NETWORK', config, {});
  };
  const send = (adapter: Adapter) => (options: CallOptions) =>
    request<string>(api, { url: '/x', adapter, ...options });
  const kept = async () => ({ value: 'kept', savedAt: '2026-11-27T10:00:00.000Z' });

  it('answers from the kept copy when the network fails, and shows no failure', async () => {
    await expect(sendOrKept(send(unreachable), kept)).resolves.toEqual({ kept: await kept() });
    expect(shown).toEqual([]);
  });

  it('shows the network failure once when nothing is kept', async () => {
    await expect(sendOrKept(send(unreachable), async () => null)).rejects.toMatchObject({ status: null });
    expect(shown).toEqual(['请求失败，请检查网络是否已连接']);
  });

  it('never answers a refusal of the server with the kept copy: its message is shown', async () => {
    await expect(sendOrKept(send(respond(500, { msg: '数据库忙' })), kept)).rejects.toMatchObject({
      status: 500,
    });
    await expect(
      sendOrKept(send(respond(200, { code: 1, msg: '工单已改派', data: null })), kept),
    ).rejects.toMatchObject({ message: '工单已改派' });
    expect(shown).toEqual(['数据库忙', '工单已改派']);
  });

  it('answers fresh without touching the kept copy', async () => {
    const copy = jest.fn(kept);
    await expect(sendOrKept(send(respond(200, { code: 0, msg: '', data: 'fresh' })), copy)).resolves.toEqual({
      fresh: 'fresh',
    });
    expect(copy).not.toHaveBeenCalled();
    expect(shown).toEqual([]);
  });
});
