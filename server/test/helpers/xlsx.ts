import { strFromU8, unzipSync } from 'fflate';

const unescape = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

function columnIndex(letters: string): number {
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** The first sheet of an .xlsx as rows of cell values (strings and numbers), read back from the zip. */
export function readXlsx(buffer: Buffer): { files: string[]; rows: Array<Array<string | number | null>> } {
  const entries = unzipSync(new Uint8Array(buffer));
  const sheet = strFromU8(entries['xl/worksheets/sheet1.xml']);
  const rows: Array<Array<string | number | null>> = [];
  for (const row of sheet.matchAll(/<row r="(\d+)">(.*?)<\/row>/gs)) {
    const cells: Array<string | number | null> = [];
    for (const cell of row[2].matchAll(
      /<c r="([A-Z]+)\d+"[^>]*>(?:<is><t[^>]*>(.*?)<\/t><\/is>|<v>(.*?)<\/v>)<\/c>/gs,
    )) {
      const i = columnIndex(cell[1]);
      while (cells.length < i) cells.push(null);
      cells[i] = cell[2] !== undefined ? unescape(cell[2]) : Number(cell[3]);
    }
    rows[Number(row[1]) - 1] = cells;
  }
  return { files: Object.keys(entries), rows };
}
