import fs from 'node:fs';
import path from 'node:path';

// Relative imports only: packages meet through @portal/shared and exposed modules, which cannot form a cycle back.
const SPECIFIER =
  /(?:^|[\s;}])(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

const edges = new Map();

function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  for (const ext of EXTENSIONS) {
    const file = base + ext;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

function importsOf(file) {
  if (!edges.has(file)) {
    const text = fs.readFileSync(file, 'utf8');
    const targets = [];
    for (const match of text.matchAll(SPECIFIER)) {
      const target = resolve(file, match[1] ?? match[2]);
      if (target && /\.tsx?$/.test(target)) targets.push(target);
    }
    edges.set(file, targets);
  }
  return edges.get(file);
}

/** The chain from `start` back to `goal`, or null when there is none. */
function pathBack(start, goal) {
  const seen = new Set();
  const walk = (file, chain) => {
    if (file === goal) return chain;
    if (seen.has(file)) return null;
    seen.add(file);
    for (const next of importsOf(file)) {
      const found = walk(next, [...chain, next]);
      if (found) return found;
    }
    return null;
  };
  return walk(start, [start]);
}

/** import/no-cycle's check for relative TypeScript imports (value imports; `import type` is erased). */
export default {
  meta: { type: 'problem', schema: [], messages: { cycle: 'Import cycle: {{chain}}.' } },
  create(context) {
    const file = context.filename;
    edges.delete(file);
    const check = (node) => {
      if (node.importKind === 'type' || node.exportKind === 'type') return;
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = resolve(file, specifier);
      if (!target) return;
      const chain = pathBack(target, file);
      if (chain) {
        const root = path.dirname(file);
        context.report({
          node,
          messageId: 'cycle',
          data: { chain: chain.map((f) => path.relative(root, f) || path.basename(f)).join(' → ') },
        });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
