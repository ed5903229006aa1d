import type { ThemeConfig } from 'antd';
import antdTheme from 'antd/es/theme';
import type { ThemeSettings } from './theme-settings';

export function antdThemeOf(settings: ThemeSettings): ThemeConfig {
  return {
    algorithm: settings.darkMode ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    // antd derives link colours from colorInfo, not colorPrimary: links and link buttons in every
    // remote follow the chosen colour only when it is set as colorLink too.
    token: { colorPrimary: settings.primaryColor, colorLink: settings.primaryColor },
  };
}
