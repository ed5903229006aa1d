import type { ReactNode } from 'react';
import { ConfigProvider, theme as antdTheme } from 'antd';
import { useThemeStore } from './theme-store';

/**
 * antd's colours for what sits in the header: on the dark header style, the dark algorithm, so that
 * antd controls rendered there (the chat remote's button, badges) are light on navy, as the shell's
 * own controls are. The parent's tokens (the theme colour) carry through.
 */
export function HeaderThemeProvider({ children }: { children: ReactNode }) {
  const darkHeader = useThemeStore((s) => s.settings.headerTheme === 'dark' || s.settings.darkMode);
  if (!darkHeader) return <>{children}</>;
  return <ConfigProvider theme={{ algorithm: antdTheme.darkAlgorithm }}>{children}</ConfigProvider>;
}
