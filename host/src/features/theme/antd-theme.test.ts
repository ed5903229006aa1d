import antdTheme from 'antd/es/theme';
import { antdThemeOf } from './antd-theme';
import { contrastRatio, textOn } from './contrast';
import { DEFAULT_THEME, PRESET_COLOURS } from './theme-settings';
import { PresetColors } from 'antd/es/theme/interface';

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

/** An rgba() or hex text colour as drawn over an opaque background, as #rrggbb. */
function over(text: string, background: string): string {
  const hex = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
  const rgba = /rgba?\(([^)]+)\)/.exec(text)?.[1].split(',').map(Number);
  const [r, g, b, a = 1] = rgba ?? [...hex(text), 1];
  const mixed = hex(background).map((bg, i) => Math.round([r, g, b][i] * a + bg * (1 - a)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

describe('secondary text and tags at AA', () => {
  for (const darkMode of [false, true]) {
    const mode = darkMode ? 'dark' : 'light';
    const design = antdTheme.getDesignToken(antdThemeOf({ ...DEFAULT_THEME, darkMode }));

    it(`draws description and tertiary text at 4.5:1 on cards and the page (${mode})`, () => {
      for (const background of [design.colorBgContainer, design.colorBgLayout, design.colorBgElevated]) {
        for (const text of [design.colorTextDescription, design.colorTextTertiary]) {
          expect(contrastRatio(over(text, background), background)).toBeGreaterThanOrEqual(4.5);
        }
      }
    });

    it(`keeps secondary text lighter than colorTextSecondary (${mode})`, () => {
      const background = design.colorBgContainer;
      expect(contrastRatio(over(design.colorTextDescription, background), background)).toBeLessThan(
        contrastRatio(over(design.colorTextSecondary, background), background),
      );
    });

    if (!darkMode) {
      it('draws danger labels and white on danger fills at 4.5:1 (light)', () => {
        expect(contrastRatio(design.colorError, design.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(design.colorTextLightSolid, design.colorError)).toBeGreaterThanOrEqual(4.5);
      });
    }

    it(`labels every preset-colour tag at 4.5:1 on its own background (${mode})`, () => {
      const palette = design as unknown as Record<string, string>;
      for (const colour of PresetColors) {
        expect(contrastRatio(palette[`${colour}7`], palette[`${colour}1`])).toBeGreaterThanOrEqual(4.5);
        expect(palette[`${colour}-7`]).toBe(palette[`${colour}7`]);
      }
    });
  }
});
