import { execFile } from 'node:child_process';
import sharp from 'sharp';
import { pinyin } from 'pinyin-pro';

let cjkFont: Promise<boolean> | null = null;

/** Whether fontconfig knows a font with Chinese glyphs (without one, CJK text would render as boxes). */
export function hasCjkFont(): Promise<boolean> {
  cjkFont ??= new Promise((resolve) => {
    execFile('fc-list', [':lang=zh', 'family'], { timeout: 3000 }, (error, stdout) =>
      resolve(!error && stdout.trim().length > 0),
    );
  });
  return cjkFont;
}

const CJK = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/** Text that renders with Latin fonts only: Chinese as toneless pinyin, full-width punctuation as ASCII. */
export function asciiSafe(text: string): string {
  if (!CJK.test(text)) return text;
  const latin = pinyin(text, { toneType: 'none', nonZh: 'consecutive', v: true })
    .replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[\u3000-\u303f]/g, ' ');
  return latin
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s+([)\]},.;:!?])/g, '$1')
    .replace(/([([{])\s+/g, '$1')
    .trim();
}

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** Rough advance of a character in font-size units (CJK full width, Latin about 0.62). */
const advance = (c: string) => (CJK.test(c) ? 1 : /[A-Z0-9mw]/.test(c) ? 0.7 : 0.55);

/** Splits a line to fit `room` font-size units, at spaces when it can. */
export function wrap(line: string, room: number): string[] {
  const out: string[] = [];
  let current = '';
  let used = 0;
  for (const c of line) {
    const w = advance(c);
    if (used + w > room && current) {
      const space = current.lastIndexOf(' ');
      if (space > current.length / 2) {
        out.push(current.slice(0, space));
        current = current.slice(space + 1);
      } else {
        out.push(current);
        current = '';
      }
      used = [...current].reduce((n, ch) => n + advance(ch), 0);
    }
    current += c;
    used += w;
  }
  if (current.trim()) out.push(current.trim());
  return out;
}

export interface WatermarkResult {
  data: Buffer;
  ext: 'jpg' | 'png' | 'webp';
  mime: string;
  width: number;
  height: number;
}

/**
 * Stamps lines of text (service number, time, address) on a band across the bottom of a picture.
 * The band is drawn whatever the fonts, so a watermarked picture always differs from its source;
 * the picture keeps its size (after turning it upright from its EXIF orientation).
 */
export async function stampWatermark(
  input: Buffer,
  lines: string[],
  options: { cjk?: boolean } = {},
): Promise<WatermarkResult> {
  const upright = await sharp(input, { failOn: 'none' }).rotate().toBuffer({ resolveWithObject: true });
  const { width, height, format } = upright.info;
  const cjk = options.cjk ?? (await hasCjkFont());
  const fontSize = Math.max(10, Math.min(48, Math.round(Math.min(width, height * 1.5) / 28)));
  const text = lines
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => (cjk ? l : asciiSafe(l)))
    .flatMap((l) => wrap(l, (width - fontSize * 1.2) / fontSize))
    .slice(0, 8);
  const lineHeight = Math.round(fontSize * 1.35);
  const bandHeight = Math.min(height, lineHeight * text.length + Math.round(fontSize * 0.8));
  const top = height - bandHeight;
  const tspans = text
    .map(
      (line, i) =>
        `<text x="${Math.round(fontSize * 0.6)}" y="${top + Math.round(fontSize * 0.4) + lineHeight * (i + 1) - Math.round(lineHeight * 0.25)}">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect x="0" y="${top}" width="${width}" height="${bandHeight}" fill="#000000" fill-opacity="0.45"/>
    <g font-family="'Noto Sans CJK SC','WenQuanYi Micro Hei','DejaVu Sans',sans-serif" font-size="${fontSize}" fill="#ffffff">${tspans}</g>
  </svg>`;
  const stamped = sharp(upright.data).composite([{ input: Buffer.from(svg), left: 0, top: 0 }]);
  if (format === 'png')
    return { data: await stamped.png().toBuffer(), ext: 'png', mime: 'image/png', width, height };
  if (format === 'webp')
    return {
      data: await stamped.webp({ quality: 90 }).toBuffer(),
      ext: 'webp',
      mime: 'image/webp',
      width,
      height,
    };
  return {
    data: await stamped.jpeg({ quality: 90 }).toBuffer(),
    ext: 'jpg',
    mime: 'image/jpeg',
    width,
    height,
  };
}
