import { registerServiceWorker } from './register-service-worker';
import { CACHE_REMOTES } from './sw-routes';

type Entry = { name: string; initiatorType: string };
type Observer = (list: { getEntries: () => Entry[] }) => void;

const origin = window.location.origin;
const chunk = (name: string): Entry => ({
  name: `${origin}/remotes/remote-dispatch/${name}.0123abcd.js`,
  initiatorType: 'script',
});
const apiCall: Entry = { name: `${origin}/api/dispatch/engineer/tasks`, initiatorType: 'fetch' };

function fakeBrowser() {
  const postMessage = jest.fn();
  let observe: Observer = () => undefined;
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      controller: null,
      register: jest.fn().mockResolvedValue({}),
      ready: Promise.resolve({ active: { postMessage } }),
    },
  });
  (window as unknown as { PerformanceObserver: unknown }).PerformanceObserver = class {
    constructor(callback: Observer) {
      observe = callback;
    }
    observe() {}
  };
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: () => [chunk('main')],
  });
  const load = (...names: string[]) => observe({ getEntries: () => names.map(chunk) });
  const callApi = () => observe({ getEntries: () => [apiCall] });
  return { postMessage, load, callApi };
}

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

beforeEach(() => {
  jest.useFakeTimers();
  process.env.NODE_ENV = 'production';
});
afterEach(() => {
  process.env.NODE_ENV = 'test';
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test("the first visit hands its remotes' files to the worker only once the page has loaded no new code for 2 s", async () => {
  const { postMessage, load, callApi } = fakeBrowser();
  registerServiceWorker();
  await flush();
  jest.advanceTimersByTime(1500);
  load('page');
  jest.advanceTimersByTime(1500);
  await flush();
  // Still loading: nothing handed over yet, so the worker's downloads do not compete with the page.
  expect(postMessage).not.toHaveBeenCalled();

  // An API call (a list polled) is not code: it does not put the hand-over off.
  callApi();
  jest.advanceTimersByTime(500);
  await flush();
  expect(postMessage).toHaveBeenCalledTimes(1);
  expect(postMessage).toHaveBeenCalledWith({
    type: CACHE_REMOTES,
    urls: [chunk('main').name, chunk('page').name],
  });

  // What loads later (another page opened) goes in its own, later message.
  load('task');
  jest.advanceTimersByTime(2000);
  await flush();
  expect(postMessage).toHaveBeenLastCalledWith({ type: CACHE_REMOTES, urls: [chunk('task').name] });
});

test('a page left before it went quiet still hands over what it loaded', async () => {
  const { postMessage } = fakeBrowser();
  registerServiceWorker();
  await flush();
  window.dispatchEvent(new Event('pagehide'));
  await flush();
  expect(postMessage).toHaveBeenCalledWith({ type: CACHE_REMOTES, urls: [chunk('main').name] });
});
