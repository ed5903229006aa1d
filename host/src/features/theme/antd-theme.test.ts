import antdTheme from 'antd/es/theme';
import { antdThemeOf } from './antd-theme';
import { contrastRatio, textOn } from './contrast';
import { DEFAULT_THEME, PRESET_COLOURS } from './theme-settings';

describe('text on the theme colour', () => {
  it('keeps white on the default colour, at AA', () => {
    expect(contrastRatio('#ffffff', DEFAULT_THEME.primaryColor)).toBeGreaterThanOrEqual(4.5);
    expect(textOn(DEFAULT_THEME.primaryColor)).toBe('#ffffff');
  });

  it('matches the WCAG figures of the issue', () => {
    expect(contrastRatio('#fff', '#1677ff')).toBeCloseTo(4.1, 1);
    expect(contrastRatio('#ffffff', '#13c2c2')).toBeCloseTo(2.21, 2);
  });

  it('turns to dark text on the light presets and on a light custom colour', () => {
    for (const colour of ['#13c2c2', '#52c41a', '#fa541c', '#eb2f96', '#ffd666']) {
      expect(textOn(colour)).toBe('#000000');
    }
  });

  // Every preset, as antd fills it in light and dark mode: the label on a primary button reaches AA.
  // Under the weak-colour filter (invert 80%) no pair of colours passes 7.9:1, and a mid-tone fill
  // cannot reach 4.5:1 with any text: there the label takes the better of the two.
  for (const primaryColor of PRESET_COLOURS) {
    for (const darkMode of [false, true]) {
      it(`labels a primary button on ${primaryColor} (${darkMode ? 'dark' : 'light'}) legibly`, () => {
        const settings = { ...DEFAULT_THEME, primaryColor, darkMode };
        const config = antdThemeOf(settings);
        const fill = antdTheme.getDesignToken(config).colorPrimary;
        const label = config.components?.Button?.primaryColor as string;
        expect(contrastRatio(label, fill)).toBeGreaterThanOrEqual(4.5);

        const weak = antdThemeOf({ ...settings, weakMode: true });
        const weakLabel = weak.components?.Button?.primaryColor as string;
        const other = weakLabel === '#ffffff' ? '#000000' : '#ffffff';
        expect(contrastRatio(weakLabel, fill, true)).toBeGreaterThanOrEqual(
          Math.min(4.5, contrastRatio(other, fill, true)),
        );
      });
    }
  }
});
