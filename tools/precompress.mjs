// Writes `<file>.br` (brotli, best) and `<file>.gz` (gzip -9) beside every text asset of a build
// folder, so the portal's server sends them as they are instead of compressing on each request.
// Usage (after webpack): node ../tools/precompress.mjs dist
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const TEXT = /\.(js|mjs|css|html|json|svg|map)$/;
const MIN_BYTES = 1024;

function filesOf(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesOf(full) : TEXT.test(entry.name) ? [full] : [];
  });
}

const dir = path.resolve(process.argv[2] ?? 'dist');
let before = 0;
let after = 0;
for (const file of filesOf(dir)) {
  const body = fs.readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 9 }),
  ]);
  // A compressed copy that is not smaller would only cost the browser time to decode it.
  if (br.length < body.length) fs.writeFileSync(`${file}.br`, br);
  if (gz.length < body.length) fs.writeFileSync(`${file}.gz`, gz);
  before += body.length;
  after += Math.min(br.length, body.length);
}
console.log(
  `precompressed ${path.relative(process.cwd(), dir) || '.'}: ${(before / 1024).toFixed(0)} KiB -> ${(after / 1024).toFixed(0)} KiB (brotli)`,
);
