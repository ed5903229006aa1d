import { useLayoutEffect } from 'react';
import { applyThemeToDocument } from './apply-theme';
import { useThemeStore } from './theme-store';

/** Applies the settings to the page (from the first page on, login included); on failure falls back to the defaults. */
export function useDocumentTheme(): void {
  const settings = useThemeStore((s) => s.settings);
  useLayoutEffect(() => {
    try {
      applyThemeToDocument(settings);
    } catch (error) {
      console.error('Theme settings could not be applied', error);
      useThemeStore.getState().fail();
    }
  }, [settings]);
}
