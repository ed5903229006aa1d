import type { Locator } from '@playwright/test';

/**
 * WCAG contrast of an element's foreground (its text, or its icon's fill) against the first opaque
 * background behind it, computed in the page from the rendered colours.
 */
export async function contrastOf(element: Locator): Promise<{ ratio: number; fg: string; bg: string }> {
  return element.evaluate((el) => {
    const parse = (c: string): number[] => {
      const m = c.match(/[\d.]+/g);
      if (!m) return [0, 0, 0, 0];
      const [r, g, b, a] = m.map(Number);
      return [r, g, b, a ?? 1];
    };
    const over = (top: number[], under: number[]): number[] => {
      const a = top[3];
      return [0, 1, 2].map((i) => top[i] * a + under[i] * (1 - a)).concat(1);
    };
    const backgroundOf = (node: Element | null): number[] => {
      const layers: number[][] = [];
      for (let n = node; n; n = n.parentElement) {
        const colour = parse(getComputedStyle(n).backgroundColor);
        if (colour[3] > 0) layers.push(colour);
        if (colour[3] >= 1) break;
      }
      let result = [255, 255, 255, 1];
      for (const layer of layers.reverse()) result = over(layer, result);
      return result;
    };
    const luminance = (c: number[]): number => {
      const [r, g, b] = c.slice(0, 3).map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    // The foreground a person reads: the control's text where it has one, otherwise its icon.
    const ownText = (node: Element) =>
      [...node.childNodes].some((child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim());
    // A badge's count is a status mark with its own colours, not the control's label.
    const texts = [el, ...el.querySelectorAll('*')].filter((n) => ownText(n) && !n.closest('sup'));
    const fgElement = texts[0] ?? el.querySelector('svg') ?? el;
    const bg = backgroundOf(fgElement);
    const fg = over(parse(getComputedStyle(fgElement).color), bg);
    const [l1, l2] = [luminance(fg), luminance(bg)].sort((a, b) => b - a);
    return {
      ratio: (l1 + 0.05) / (l2 + 0.05),
      fg: `rgb(${fg.slice(0, 3).map(Math.round).join(',')})`,
      bg: `rgb(${bg.slice(0, 3).map(Math.round).join(',')})`,
    };
  });
}
