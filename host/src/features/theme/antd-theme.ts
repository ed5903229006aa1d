import type { ThemeConfig } from 'antd';
import antdTheme from 'antd/es/theme';
import { textOn } from './contrast';
import { descriptionText, errorSeed, readablePresetShades } from './readable-tokens';
import type { ThemeSettings } from './theme-settings';

export function antdThemeOf(settings: ThemeSettings): ThemeConfig {
  const algorithm = settings.darkMode ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm;
  // antd derives link colours from colorInfo, not colorPrimary: links and link buttons in every
  // remote follow the chosen colour only when it is set as colorLink too.
  const seed = {
    colorPrimary: settings.primaryColor,
    colorLink: settings.primaryColor,
    ...errorSeed(settings.darkMode),
  };
  const design = antdTheme.getDesignToken({ algorithm, token: seed });
  // The fill antd actually draws (the dark algorithm shifts the colour), and the label that reads on it.
  const onPrimary = textOn(design.colorPrimary, settings.weakMode);
  const secondaryText = descriptionText(settings.darkMode);
  return {
    algorithm,
    token: {
      ...seed,
      colorTextTertiary: secondaryText,
      colorTextDescription: secondaryText,
      ...readablePresetShades(design as unknown as Record<string, string>),
    },
    components: {
      Button: { primaryColor: onPrimary },
      Menu: { darkItemSelectedColor: onPrimary },
      Radio: { buttonSolidCheckedColor: onPrimary },
    },
  };
}
