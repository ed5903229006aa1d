import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { renderWithProviders } from '@portal/shared/src/testing';
import '../../locales';
import { RemotePage } from './remote-page';
import { fetchManifest, registerFrontendRemotes } from './remote-registry';
import { watchScriptFailures } from './integrity-failure';
import { createHash, webcrypto } from 'node:crypto';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const mockedLoad = jest.mocked(loadRemote);
const mockedRegister = jest.mocked(registerRemotes);

const manifest = {
  name: 'remote_orders',
  exposes: [{ name: 'SystemAnnounce', path: './SystemAnnounce' }, { path: './Workplace' }],
};
const fetchMock = jest.fn();

let errors: jest.SpyInstance;
let seq = 0;

beforeEach(() => {
  mockedLoad.mockReset();
  mockedRegister.mockReset();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => manifest });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  // A fresh entry each time so that one test's cached module does not leak into the next.
  seq += 1;
  registerFrontendRemotes([
    {
      name: 'remote_orders',
      entry: `/remotes/orders/${seq}/mf-manifest.json`,
      version: '1.0.0',
      channel: 'stable',
      integrity: null,
    },
  ]);
});

afterEach(() => errors.mockRestore());

const show = (key: string) =>
  renderWithProviders(<RemotePage componentKey={`${key}`} notFound={<p>页面不存在-404</p>} />);

describe('registerFrontendRemotes', () => {
  it('registers absolute entries with force', () => {
    expect(mockedRegister).toHaveBeenCalledWith(
      [{ name: 'remote_orders', entry: `${window.location.origin}/remotes/orders/${seq}/mf-manifest.json` }],
      { force: true },
    );
  });

  it('fetches a manifest once', async () => {
    await fetchManifest('remote_orders');
    await fetchManifest('remote_orders');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('RemotePage', () => {
  it('renders the default export of an exposed module', async () => {
    mockedLoad.mockResolvedValue({ default: () => <p>系统公告页面</p> });
    show('remote_orders/SystemAnnounce');
    expect(await screen.findByText('系统公告页面')).toBeTruthy();
    expect(mockedLoad).toHaveBeenCalledWith('remote_orders/SystemAnnounce');
  });

  it('shows 404 and logs a module the manifest does not expose, without loading it', async () => {
    show('remote_orders/Secret');
    expect(await screen.findByText('页面不存在-404')).toBeTruthy();
    expect(mockedLoad).not.toHaveBeenCalled();
    expect(errors.mock.calls.some((args) => String(args[0]).includes('remote_orders/Secret'))).toBe(true);
  });

  it('shows 404 for a remote the user was not given', async () => {
    show('remote_unknown/Page');
    expect(await screen.findByText('页面不存在-404')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(errors.mock.calls.some((args) => String(args[0]).includes('remote_unknown/Page'))).toBe(true);
  });

  it('shows an error panel when the remote fails, and 重试 registers it again and loads it', async () => {
    mockedLoad.mockRejectedValueOnce(new Error('ChunkLoadError: remote down'));
    mockedLoad.mockResolvedValueOnce({ default: () => <p>工作台页面</p> });
    const user = userEvent.setup();
    show('remote_orders/Workplace');

    expect(await screen.findByText('模块加载失败')).toBeTruthy();
    expect(screen.getByText(/remote_orders/)).toBeTruthy();
    mockedRegister.mockClear();

    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('工作台页面')).toBeTruthy();
    expect(mockedRegister).toHaveBeenCalledWith([expect.objectContaining({ name: 'remote_orders' })], {
      force: true,
    });
    expect(mockedLoad).toHaveBeenCalledTimes(2);
  });

  it('treats an unreachable manifest as a load failure, not a 404', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    show('remote_orders/SystemAnnounce');
    expect(await screen.findByText('模块加载失败')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('页面不存在-404')).toBeNull());
  });

  describe('a remote published with hashes', () => {
    // jsdom has no SubtleCrypto: the one Node gives is the same standard API.
    if (!globalThis.crypto.subtle)
      Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle });
    const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
    const CHUNK = '__federation_expose_Workplace.1a2b3c4d.js';
    const manifestText = JSON.stringify(manifest);
    let folder = '';
    /** What the origin serves now, read without the check. */
    let served: Record<string, string> = {};

    beforeAll(() => watchScriptFailures());
    beforeEach(() => {
      folder = `${window.location.origin}/remotes/orders/${seq}-hashed/`;
      served = { 'mf-manifest.json': manifestText, [CHUNK]: 'console.log("workplace");' };
      registerFrontendRemotes([
        {
          name: 'remote_orders',
          entry: `${folder}mf-manifest.json`,
          version: '1.0.0-abcd',
          channel: 'stable',
          integrity: { 'mf-manifest.json': sri(manifestText), [CHUNK]: sri(served[CHUNK]) },
        },
      ]);
      fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
        const text = served[url.slice(folder.length)];
        // The browser refuses a body that does not match the hash it was asked for.
        if (text === undefined || (init?.integrity && init.integrity !== sri(text)))
          throw new TypeError('Failed to fetch');
        return {
          ok: true,
          status: 200,
          json: async () => JSON.parse(text),
          arrayBuffer: async () => new TextEncoder().encode(text).buffer,
        };
      });
    });

    /** The chunk loader's script, refused by the browser (an `error` event without a reason). */
    const refuseChunk = async () => {
      const script = document.createElement('script');
      script.integrity = sri('console.log("workplace");');
      script.src = `${folder}${CHUNK}`;
      document.head.appendChild(script);
      script.dispatchEvent(new Event('error'));
      throw new Error(`Loading chunk 1 failed. (error: ${folder}${CHUNK})`);
    };

    it('a chunk changed after publishing shows 模块校验失败 naming the remote, with no retry', async () => {
      served[CHUNK] = 'console.log("changed");';
      mockedLoad.mockImplementationOnce(refuseChunk);
      show('remote_orders/Workplace');
      expect(await screen.findByText('模块校验失败')).toBeTruthy();
      expect(screen.getByText('模块：remote_orders 1.0.0-abcd')).toBeTruthy();
      expect(
        screen.getByText(new RegExp(`文件 ${CHUNK.replace(/\./g, '\\.')} 与发布时不一致.*请联系运维人员`)),
      ).toBeTruthy();
      expect(screen.queryByText('模块加载失败')).toBeNull();
      expect(screen.queryByRole('button', { name: /重\s*试/ })).toBeNull();
    });

    it('a manifest changed after publishing is refused the same way', async () => {
      served['mf-manifest.json'] = `${manifestText}\n`;
      show('remote_orders/Workplace');
      expect(await screen.findByText('模块校验失败')).toBeTruthy();
      expect(screen.getByText(/文件 mf-manifest\.json 与发布时不一致/)).toBeTruthy();
      expect(mockedLoad).not.toHaveBeenCalled();
    });

    it('a chunk that failed but is unchanged (the network) stays 模块加载失败 with 重试', async () => {
      mockedLoad.mockImplementationOnce(refuseChunk);
      show('remote_orders/Workplace');
      expect(await screen.findByText('模块加载失败')).toBeTruthy();
      expect(screen.getByRole('button', { name: /重\s*试/ })).toBeTruthy();
    });
  });
});
