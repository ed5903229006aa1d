import type { ThemeConfig } from 'antd';
import antdTheme from 'antd/es/theme';
import { textOn } from './contrast';
import type { ThemeSettings } from './theme-settings';

export function antdThemeOf(settings: ThemeSettings): ThemeConfig {
  const algorithm = settings.darkMode ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm;
  // antd derives link colours from colorInfo, not colorPrimary: links and link buttons in every
  // remote follow the chosen colour only when it is set as colorLink too.
  const token = { colorPrimary: settings.primaryColor, colorLink: settings.primaryColor };
  // The fill antd actually draws (the dark algorithm shifts the colour), and the label that reads on it.
  const filled = antdTheme.getDesignToken({ algorithm, token }).colorPrimary;
  const onPrimary = textOn(filled, settings.weakMode);
  return {
    algorithm,
    token,
    components: {
      Button: { primaryColor: onPrimary },
      Menu: { darkItemSelectedColor: onPrimary },
      Radio: { buttonSolidCheckedColor: onPrimary },
    },
  };
}
