// Reports the imports of server/src that run against its layers (tools/eslint/server-layers.mjs) and
// the folders that import each other both ways. `node tools/server-layers.mjs [--edges]`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { layerViolation, resolveImport } from './eslint/server-layers.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'server', 'src');
const SPECIFIER =
  /(?:^|[\s;}])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

const files = fs
  .readdirSync(root, { recursive: true })
  .filter((f) => f.endsWith('.ts'))
  .map((f) => path.join(root, f))
  .sort();

/** A file's folder: modules/<name>, else its first folder, else the file itself. */
const folderOf = (relative) => {
  const parts = relative.split(path.sep);
  if (parts[0] === 'modules') return `modules/${parts[1]}`;
  return parts.length === 1 ? parts[0] : parts[0];
};

const violations = [];
const folderEdges = new Map();
for (const file of files) {
  const from = path.relative(root, file);
  for (const match of fs.readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
    const target = resolveImport(file, match[1] ?? match[2]);
    if (!target || !target.startsWith(root)) continue;
    const to = path.relative(root, target);
    const why = layerViolation(from, to);
    if (why) violations.push(why);
    const [a, b] = [folderOf(from), folderOf(to)];
    if (a !== b) folderEdges.set(`${a} → ${b}`, (folderEdges.get(`${a} → ${b}`) ?? 0) + 1);
  }
}

const pairs = [...folderEdges.keys()]
  .map((edge) => edge.split(' → '))
  .filter(([a, b]) => a < b && folderEdges.has(`${b} → ${a}`))
  .map(([a, b]) => `${a} ⇄ ${b} (${folderEdges.get(`${a} → ${b}`)} / ${folderEdges.get(`${b} → ${a}`)})`);

if (process.argv.includes('--edges')) {
  console.log('Imports between folders:');
  for (const [edge, count] of [...folderEdges].sort()) console.log(`  ${edge}: ${count}`);
}
console.log(`Folders importing each other both ways: ${pairs.length}`);
for (const pair of pairs) console.log(`  ${pair}`);
console.log(`Imports against the layer order: ${violations.length}`);
for (const why of violations) console.log(`  ${why}`);
