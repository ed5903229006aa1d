import { textOn } from './contrast';
import type { ThemeSettings } from './theme-settings';

/** Document-level effects of the settings (weak-colour filter, colour scheme, primary colour). */
export function applyThemeToDocument(
  settings: ThemeSettings,
  root: HTMLElement = document.documentElement,
): void {
  root.classList.toggle('portal-weak', settings.weakMode);
  root.classList.toggle('portal-dark', settings.darkMode);
  root.style.setProperty('--portal-primary', settings.primaryColor);
  root.style.setProperty('--portal-on-primary', textOn(settings.primaryColor, settings.weakMode));
  root.style.colorScheme = settings.darkMode ? 'dark' : 'light';
}
