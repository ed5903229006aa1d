import type { ThemeConfig } from 'antd';
import antdTheme from 'antd/es/theme';
import type { ThemeSettings } from './theme-settings';

/** Document-level effects of the settings (weak-colour filter, colour scheme, primary colour). */
export function applyThemeToDocument(
  settings: ThemeSettings,
  root: HTMLElement = document.documentElement,
): void {
  root.classList.toggle('portal-weak', settings.weakMode);
  root.classList.toggle('portal-dark', settings.darkMode);
  root.style.setProperty('--portal-primary', settings.primaryColor);
  root.style.colorScheme = settings.darkMode ? 'dark' : 'light';
}

export function antdThemeOf(settings: ThemeSettings): ThemeConfig {
  return {
    algorithm: settings.darkMode ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    // antd derives link colours from colorInfo, not colorPrimary: links and link buttons in every
    // remote follow the chosen colour only when it is set as colorLink too.
    token: { colorPrimary: settings.primaryColor, colorLink: settings.primaryColor },
  };
}
