import { DEFAULT_THEME, parseThemeSettings } from './theme-settings';
import { createThemeStore, THEME_STORAGE_KEY } from './theme-store';

const stored = () =>
  JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? 'null') as { state: { settings: unknown } };

beforeEach(() => localStorage.clear());

describe('theme store', () => {
  it('starts from the defaults without a failure', () => {
    const store = createThemeStore();
    expect(store.getState().settings).toEqual(DEFAULT_THEME);
    expect(store.getState().loadFailed).toBe(false);
  });

  it('persists changes to localStorage and reads them back in a new store', () => {
    const store = createThemeStore();
    store.getState().update({ layout: 'mix', primaryColor: '#722ed1', weakMode: true, tabStyle: 'card' });
    expect(stored().state.settings).toMatchObject({ layout: 'mix', primaryColor: '#722ed1', weakMode: true });

    const again = createThemeStore();
    expect(again.getState().settings).toEqual({
      ...DEFAULT_THEME,
      layout: 'mix',
      primaryColor: '#722ed1',
      weakMode: true,
      tabStyle: 'card',
    });
    expect(again.getState().loadFailed).toBe(false);
  });

  it('resets to the defaults, in storage too', () => {
    const store = createThemeStore();
    store.getState().update({ darkMode: true, footer: false });
    store.getState().reset();
    expect(store.getState().settings).toEqual(DEFAULT_THEME);
    expect(stored().state.settings).toEqual(DEFAULT_THEME);
  });

  it('falls back to the defaults and flags a failure when storage holds invalid JSON', () => {
    localStorage.setItem(THEME_STORAGE_KEY, '{not json');
    const store = createThemeStore();
    expect(store.getState().settings).toEqual(DEFAULT_THEME);
    expect(store.getState().loadFailed).toBe(true);
    store.getState().acknowledgeFailure();
    expect(store.getState().loadFailed).toBe(false);
  });

  it('flags settings of the wrong kind', () => {
    localStorage.setItem(
      THEME_STORAGE_KEY,
      JSON.stringify({ state: { settings: { ...DEFAULT_THEME, layout: 'diagonal' } }, version: 1 }),
    );
    const store = createThemeStore();
    expect(store.getState().settings).toEqual(DEFAULT_THEME);
    expect(store.getState().loadFailed).toBe(true);
  });

  it('flags a stored value that is not a persisted state', () => {
    localStorage.setItem(THEME_STORAGE_KEY, '42');
    expect(createThemeStore().getState().loadFailed).toBe(true);
  });

  it('fail() restores the defaults and raises the flag (applying the theme threw)', () => {
    const store = createThemeStore();
    store.getState().update({ darkMode: true });
    store.getState().fail();
    expect(store.getState().settings).toEqual(DEFAULT_THEME);
    expect(store.getState().loadFailed).toBe(true);
  });
});

describe('parseThemeSettings', () => {
  it('fills settings missing from older stored versions with defaults', () => {
    expect(parseThemeSettings({ darkMode: true })).toEqual({ ...DEFAULT_THEME, darkMode: true });
  });

  it('rejects bad colours, booleans and non-objects', () => {
    expect(parseThemeSettings({ primaryColor: 'red; background: url(x)' })).toBeNull();
    expect(parseThemeSettings({ fixedHeader: 'yes' })).toBeNull();
    expect(parseThemeSettings(['side'])).toBeNull();
    expect(parseThemeSettings(null)).toBeNull();
  });
});
