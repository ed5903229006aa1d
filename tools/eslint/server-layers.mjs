import fs from 'node:fs';
import path from 'node:path';

/**
 * The layers of server/src (server/README.md, "Layers"), lowest first. A file belongs to the first
 * layer one of whose patterns matches its path below server/src. In the `domain` tier every module is
 * its own unit, ranked in the order given (modules on one line share a rank and still may not import
 * each other). An import runs down: to a lower layer, to a lower-ranked module, or within its own unit.
 */
export const SERVER_LAYERS = [
  {
    name: 'infrastructure',
    patterns: [
      /^lib\//,
      /^storage\//,
      /^db\//,
      /^(config|env-settings|i18n|http|http-error|register-route)\.ts$/,
    ],
  },
  {
    name: 'domain',
    modules: [
      ['users'],
      ['sessions'],
      ['notices', 'announcements', 'releases'],
      ['repair-users'],
      ['catalog'],
      ['order-core'],
      ['files'],
      ['chat'],
      ['receipts', 'accessories', 'tracking'],
      ['order-flow'],
      ['orders'],
      ['settlement'],
    ],
    patterns: [/^modules\/([^/]+)\/(?!.*-(routes|http)\.ts$)/],
  },
  { name: 'plugins', patterns: [/^plugins\//] },
  { name: 'routes', patterns: [/^modules\/[^/]+\/.*-(routes|http)\.ts$/] },
  {
    name: 'composition',
    patterns: [/^routes\//, /^(app|server)\.ts$/, /^cli\//, /^seeds\//],
  },
];

/** `{layer, rank, unit}` of a path below server/src, or null for a path outside every layer. */
export function layerOf(relative) {
  const file = relative.split(path.sep).join('/');
  for (const [index, layer] of SERVER_LAYERS.entries()) {
    const pattern = layer.patterns.find((p) => p.test(file));
    if (!pattern) continue;
    if (!layer.modules) return { layer: layer.name, rank: [index, 0], unit: layer.name };
    const module = file.match(/^modules\/([^/]+)\//)[1];
    const rank = layer.modules.findIndex((group) => group.includes(module));
    // A module missing from the list ranks above every listed one: adding it means placing it.
    return {
      layer: layer.name,
      rank: [index, rank < 0 ? layer.modules.length : rank],
      unit: `modules/${module}`,
    };
  }
  return null;
}

const compare = (a, b) => a[0] - b[0] || a[1] - b[1];

/** Why an import from `from` to `to` (paths below server/src) runs against the layers, or null when it runs down. */
export function layerViolation(from, to) {
  const a = layerOf(from);
  const b = layerOf(to);
  if (!a || !b || a.unit === b.unit) return null;
  if (compare(b.rank, a.rank) < 0) return null;
  return `${from} (${a.unit}) may not import ${to} (${b.unit}): ${b.unit} is ${compare(b.rank, a.rank) === 0 ? 'on the same rank' : 'above it'}`;
}

const EXTENSIONS = ['', '.ts', '/index.ts'];

export function resolveImport(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  for (const ext of EXTENSIONS) {
    const file = base + ext;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/** The server/src folder above `file`, or null. */
export function serverSrcOf(file) {
  const parts = path.resolve(file).split(path.sep);
  for (let i = parts.length - 2; i > 0; i--) {
    if (parts[i] === 'src' && parts[i - 1] === 'server') return parts.slice(0, i + 1).join(path.sep);
  }
  return null;
}

/** Refuses an import (type imports included) from a lower server layer to a higher one. */
export default {
  meta: {
    type: 'problem',
    schema: [],
    messages: { layer: 'Against the server layers (server/README.md): {{why}}.' },
  },
  create(context) {
    const file = context.filename;
    const root = serverSrcOf(file);
    if (!root) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = resolveImport(file, specifier);
      if (!target || !target.startsWith(root + path.sep)) return;
      const why = layerViolation(path.relative(root, file), path.relative(root, target));
      if (why) context.report({ node, messageId: 'layer', data: { why } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: (node) => check({ source: node.source }),
    };
  },
};
