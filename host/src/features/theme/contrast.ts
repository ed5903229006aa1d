/** WCAG 2 contrast of colours given as #rgb / #rrggbb (alpha ignored), for text drawn on the theme colour. */

type Rgb = [number, number, number];

/** The weak-colour mode's `filter: invert(80%)` on one channel (0..1): what the screen shows. */
const WEAK_INVERT = 0.8;

function rgbOf(hex: string): Rgb {
  let digits = hex.replace('#', '');
  if (digits.length === 3 || digits.length === 4) digits = [...digits.slice(0, 3)].map((d) => d + d).join('');
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16) / 255) as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio (1..21) of two colours as seen on screen, under the weak-colour filter when `weak`. */
export function contrastRatio(a: string, b: string, weak = false): number {
  const seen = (hex: string) =>
    rgbOf(hex).map((c) => (weak ? WEAK_INVERT * (1 - c) + (1 - WEAK_INVERT) * c : c)) as Rgb;
  const [la, lb] = [luminance(seen(a)), luminance(seen(b))];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export const LIGHT_TEXT = '#ffffff';
export const DARK_TEXT = '#000000';
const AA = 4.5;

/**
 * The text colour for a filled background of `colour` (a primary button, the sign-in button): white,
 * as antd draws it, while white reaches AA (4.5:1); otherwise whichever of white and black
 * contrasts more, so that light theme colours (cyan, green, orange, pink) keep legible labels.
 */
export function textOn(colour: string, weak = false): string {
  const light = contrastRatio(LIGHT_TEXT, colour, weak);
  if (light >= AA) return LIGHT_TEXT;
  return contrastRatio(DARK_TEXT, colour, weak) > light ? DARK_TEXT : LIGHT_TEXT;
}
