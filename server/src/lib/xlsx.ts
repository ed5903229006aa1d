import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import yazl from 'yazl';

export type Cell = string | number | null | undefined;

export interface SheetColumn {
  header: string;
  /** Width in characters. */
  width?: number;
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;

const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;

const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

const workbook = (sheetName: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escapeXml(sheetName.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

export function escapeXml(value: string): string {
  return value
    .replace(INVALID_XML, '')
    .replace(/[&<>"]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;'));
}

export function columnName(index: number): string {
  let n = index + 1;
  let name = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    name = String.fromCharCode(65 + rem) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

function rowXml(rowNumber: number, cells: Cell[], style = 0): string {
  let xml = `<row r="${rowNumber}">`;
  cells.forEach((cell, i) => {
    if (cell === null || cell === undefined || cell === '') return;
    const ref = `${columnName(i)}${rowNumber}`;
    const s = style ? ` s="${style}"` : '';
    if (typeof cell === 'number' && Number.isFinite(cell)) xml += `<c r="${ref}"${s}><v>${cell}</v></c>`;
    else
      xml += `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${escapeXml(String(cell).slice(0, 32767))}</t></is></c>`;
  });
  return `${xml}</row>`;
}

const CHUNK_CHARS = 16 * 1024;

async function* sheetXml(columns: SheetColumn[], batches: AsyncIterable<Cell[][]>): AsyncGenerator<string> {
  const cols = columns
    .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width ?? 16}" customWidth="1"/>`)
    .join('');
  yield `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${cols}</cols><sheetData>`;
  yield rowXml(
    1,
    columns.map((c) => c.header),
    1,
  );
  let rowNumber = 1;
  for await (const batch of batches) {
    let chunk = '';
    for (const cells of batch) {
      rowNumber += 1;
      chunk += rowXml(rowNumber, cells);
      // Small pieces stay in V8's young generation and are freed at once; one string per batch
      // would be a large object that lingers until a full collection.
      if (chunk.length >= CHUNK_CHARS) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  }
  yield '</sheetData></worksheet>';
}

/**
 * An .xlsx workbook of one sheet, streamed: rows are pulled from `batches` only as fast as the
 * consumer reads, strings are written inline (no shared-strings table to hold in memory), and the
 * zip entry is deflated on the fly.
 */
export function xlsxStream(
  sheetName: string,
  columns: SheetColumn[],
  batches: AsyncIterable<Cell[][]>,
): Readable {
  const zip = new yazl.ZipFile();
  const sheet = Readable.from(sheetXml(columns, batches), { objectMode: false, highWaterMark: 64 * 1024 });
  const output = zip.outputStream as unknown as Readable;
  zip.on('error', (error: Error) => output.destroy(error));
  // yazl does not listen for errors of a stream it reads: unheard, a failing query would be an
  // uncaught 'error' event (the process exits) and the download would hang instead of failing.
  sheet.on('error', (error: Error) => output.destroy(error));
  zip.addBuffer(Buffer.from(CONTENT_TYPES), '[Content_Types].xml');
  zip.addBuffer(Buffer.from(ROOT_RELS), '_rels/.rels');
  zip.addBuffer(Buffer.from(workbook(sheetName)), 'xl/workbook.xml');
  zip.addBuffer(Buffer.from(WORKBOOK_RELS), 'xl/_rels/workbook.xml.rels');
  zip.addBuffer(Buffer.from(STYLES), 'xl/styles.xml');
  zip.addReadStream(sheet, 'xl/worksheets/sheet1.xml');
  zip.end();
  return output;
}

/** `attachment` Content-Disposition with an ASCII fallback and the UTF-8 (Chinese) name. */
export function attachmentHeader(asciiName: string, utf8Name: string): string {
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeRfc5987(utf8Name)}`;
}

/** Percent-encoding for a `filename*` value (RFC 5987 also excludes ' ( ) *). */
export function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Reads the first batch before anything is sent, so that a query that cannot run at all answers
 * with an error status and message instead of a 200 and a broken file. A failure after that
 * destroys the stream (and with it the connection): the download fails rather than ending short.
 */
export async function primed<T>(batches: AsyncIterable<T>): Promise<AsyncIterable<T>> {
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  return {
    async *[Symbol.asyncIterator]() {
      if (first.done) return;
      try {
        yield first.value;
        for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
      } finally {
        await iterator.return?.();
      }
    },
  };
}

/** yyyyMMddHHmmss for export file names. */
function stamp(date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}${p(date.getMonth() + 1)}${p(date.getDate())}${p(date.getHours())}${p(date.getMinutes())}${p(date.getSeconds())}`;
}

/** An export's sheet, its file name before the stamp (ASCII and UTF-8), and what its log calls it. */
export type XlsxFile = {
  what: string;
  sheet: string;
  columns: SheetColumn[];
  asciiName: string;
  name: string;
};

/** Sends `batches` as the download `<asciiName>-<stamp>.xlsx` (in UTF-8 `<name>-<stamp>.xlsx`) once the first is read (`primed`). */
export async function sendXlsx(
  request: FastifyRequest,
  reply: FastifyReply,
  file: XlsxFile,
  batches: AsyncIterable<Cell[][]>,
) {
  const time = stamp();
  const stream = xlsxStream(file.sheet, file.columns, await primed(batches));
  stream.on('error', (error) => request.log.error({ err: error }, `${file.what} export failed`));
  return reply
    .header('Content-Type', XLSX_TYPE)
    .header(
      'Content-Disposition',
      attachmentHeader(`${file.asciiName}-${time}.xlsx`, `${file.name}-${time}.xlsx`),
    )
    .header('Cache-Control', 'no-store')
    .send(stream);
}
