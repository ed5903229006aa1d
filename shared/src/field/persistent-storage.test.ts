import { askPersistentStorage, resetPersistentStorageAsk } from './persistent-storage';

const setStorage = (storage: Partial<StorageManager> | undefined) =>
  Object.defineProperty(navigator, 'storage', { value: storage, configurable: true });

afterEach(() => {
  resetPersistentStorageAsk();
  setStorage(undefined);
});

test('asks the browser to keep the data once, and not again when it already does', async () => {
  const persist = jest.fn(async () => true);
  setStorage({ persisted: jest.fn(async () => false), persist });
  expect(await askPersistentStorage()).toBe(true);
  expect(await askPersistentStorage()).toBe(true);
  expect(persist).toHaveBeenCalledTimes(1);

  resetPersistentStorageAsk();
  const again = jest.fn(async () => true);
  setStorage({ persisted: jest.fn(async () => true), persist: again });
  expect(await askPersistentStorage()).toBe(true);
  expect(again).not.toHaveBeenCalled();
});

test('answers false where the browser has no such request or refuses it', async () => {
  expect(await askPersistentStorage()).toBe(false);
  resetPersistentStorageAsk();
  setStorage({
    persisted: jest.fn(async () => false),
    persist: jest.fn(async () => Promise.reject(new Error('no'))),
  });
  expect(await askPersistentStorage()).toBe(false);
});
