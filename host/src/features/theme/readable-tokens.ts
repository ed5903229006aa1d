import { PresetColors } from 'antd/es/theme/interface';
import { contrastRatio } from './contrast';

const AA = 4.5;

/**
 * antd's secondary text (Typography's type="secondary", Statistic titles, Descriptions labels, the
 * input's character count) is black or white at 45 %: 3.36:1 on white, under AA. A little more opaque
 * reads at AA on the page's grey background too and stays lighter than colorTextSecondary (65 %).
 */
const DESCRIPTION_TEXT = { light: 'rgba(0, 0, 0, 0.57)', dark: 'rgba(255, 255, 255, 0.55)' };

export function descriptionText(darkMode: boolean): string {
  return darkMode ? DESCRIPTION_TEXT.dark : DESCRIPTION_TEXT.light;
}

/**
 * antd's error red (#ff4d4f) reads at 3.27:1 on white, as the label of a danger button and as white on
 * a filled one; a darker red of the same hue reaches AA both ways (4.62:1). The dark theme derives its
 * own red from the seed and keeps antd's.
 */
export function errorSeed(darkMode: boolean): { colorError?: string } {
  return darkMode ? {} : { colorError: '#d9363e' };
}

type Palette = Record<string, string>;

/**
 * Tags of a preset colour draw the palette's 7th shade on its 1st (green: #389e0d on #f6ffed, 3.37:1).
 * Where that is under AA, the 7th shade takes the first further shade that reaches it (the palettes
 * run away from the background in light and dark mode alike), so the tag keeps its hue.
 */
export function readablePresetShades(design: Palette): Palette {
  const shades: Palette = {};
  for (const colour of PresetColors) {
    const background = design[`${colour}1`];
    if (!background || contrastRatio(design[`${colour}7`], background) >= AA) continue;
    const darker = [8, 9, 10]
      .map((step) => design[`${colour}${step}`])
      .find((c) => contrastRatio(c, background) >= AA);
    // antd keeps each shade under two names; its CSS variable (--ant-green-7) is drawn from `green-7`.
    if (darker) shades[`${colour}7`] = shades[`${colour}-7`] = darker;
  }
  return shades;
}
