import { useMemo, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { antdThemeOf } from './antd-theme';
import { useThemeStore } from './theme-store';

/**
 * antd's colours for what sits in the header: on the dark header style, the dark theme, so that antd
 * controls rendered there (the chat remote's button, badges) are light on navy, as the shell's own
 * controls are, with the dark theme's readable secondary text and labels on the theme colour.
 */
export function HeaderThemeProvider({ children }: { children: ReactNode }) {
  const settings = useThemeStore((s) => s.settings);
  const darkHeader = settings.headerTheme === 'dark' || settings.darkMode;
  const theme = useMemo(
    () => (darkHeader ? antdThemeOf({ ...settings, darkMode: true }) : null),
    [darkHeader, settings],
  );
  if (!theme) return <>{children}</>;
  return <ConfigProvider theme={theme}>{children}</ConfigProvider>;
}
