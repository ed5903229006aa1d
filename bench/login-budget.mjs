// CI guard: the JavaScript the login page needs before it is usable (the host's entry and every chunk
// index.html preloads for first render, as the server sends them: brotli) must stay within the budget
// committed in bench/budget.json. Runs after the build (scripts/test-all.sh); the network figure that
// `pnpm run bench` measures is this plus response headers.
//
//   node bench/login-budget.mjs [--dist host/dist] [--budget <KiB>]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { root } from './lib/portal-server.mjs';

const { values: args } = parseArgs({
  options: { dist: { type: 'string', default: path.join(root, 'host/dist') }, budget: { type: 'string' } },
});
const budget = JSON.parse(fs.readFileSync(path.join(root, 'bench/budget.json'), 'utf8'));
const limitKiB = Number(args.budget ?? budget.loginJsBrotliKiB);

const html = fs.readFileSync(path.join(args.dist, 'index.html'), 'utf8');
const scripts = new Set();
for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
  const isScript =
    tag.startsWith('<script') || (/\brel="?preload\b/.test(tag) && /\bas="?script\b/.test(tag));
  const src = /\b(?:src|href)="?([^"\s>]+)/.exec(tag)?.[1];
  if (isScript && src) scripts.add(src.replace(/^\//, '').split('?')[0]);
}
if (scripts.size === 0) throw new Error(`no scripts found in ${path.join(args.dist, 'index.html')}`);

/** What the server sends for a file: its precompressed .br when there is one, else brotli of the file. */
const sentSize = (file) => {
  const full = path.join(args.dist, file);
  if (fs.existsSync(`${full}.br`)) return fs.statSync(`${full}.br`).size;
  return zlib.brotliCompressSync(fs.readFileSync(full)).length;
};
const rows = [...scripts].map((file) => ({ file, bytes: sentSize(file) })).sort((a, b) => b.bytes - a.bytes);
const totalKiB = rows.reduce((sum, r) => sum + r.bytes, 0) / 1024;
for (const r of rows) console.log(`${(r.bytes / 1024).toFixed(1).padStart(7)} KiB  ${r.file}`);
console.log(`login JS (brotli, ${rows.length} files): ${totalKiB.toFixed(1)} KiB; budget ${limitKiB} KiB`);
if (totalKiB > limitKiB) {
  console.error(
    `The login page's JavaScript grew beyond its budget (${totalKiB.toFixed(1)} > ${limitKiB} KiB, bench/budget.json). ` +
      'Keep signed-in code out of the login path (lazy import), or raise the budget with a reason.',
  );
  process.exit(1);
}
