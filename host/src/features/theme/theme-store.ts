import { create } from 'zustand';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import { DEFAULT_THEME, parseThemeSettings, type ThemeSettings } from './theme-settings';

export const THEME_STORAGE_KEY = 'portal.theme';
const VERSION = 1;
const CORRUPT = '__corrupt__';

export interface ThemeState {
  settings: ThemeSettings;
  /** Set when stored settings could not be used; the UI reports it once and clears it. */
  loadFailed: boolean;
  update: (patch: Partial<ThemeSettings>) => void;
  reset: () => void;
  /** Falls back to the defaults after a failure (corrupt storage, or applying threw). */
  fail: () => void;
  acknowledgeFailure: () => void;
}

type Persisted = { settings: unknown };

// JSON storage that reports unreadable text instead of throwing, so that merge() can flag it.
const storage: PersistStorage<Persisted> = {
  getItem: (name) => {
    const text = localStorage.getItem(name);
    if (text === null) return null;
    const corrupt: StorageValue<Persisted> = { state: { settings: CORRUPT }, version: VERSION };
    try {
      const value: unknown = JSON.parse(text);
      const usable = typeof value === 'object' && value !== null && 'state' in value;
      return usable ? (value as StorageValue<Persisted>) : corrupt;
    } catch {
      return corrupt;
    }
  },
  setItem: (name, value) => localStorage.setItem(name, JSON.stringify(value)),
  removeItem: (name) => localStorage.removeItem(name),
};

export function createThemeStore() {
  return create<ThemeState>()(
    persist(
      (set) => ({
        settings: DEFAULT_THEME,
        loadFailed: false,
        update: (patch) => set((s) => ({ settings: { ...s.settings, ...patch } })),
        reset: () => set({ settings: DEFAULT_THEME }),
        fail: () => set({ settings: DEFAULT_THEME, loadFailed: true }),
        acknowledgeFailure: () => set({ loadFailed: false }),
      }),
      {
        name: THEME_STORAGE_KEY,
        version: VERSION,
        storage,
        partialize: (state) => ({ settings: state.settings }),
        migrate: (persisted) => persisted as Persisted,
        merge: (persisted, current) => {
          if (persisted === undefined || persisted === null) return current;
          const settings = parseThemeSettings((persisted as Persisted).settings);
          return settings
            ? { ...current, settings }
            : { ...current, settings: DEFAULT_THEME, loadFailed: true };
        },
      },
    ),
  );
}

export const useThemeStore = createThemeStore();
