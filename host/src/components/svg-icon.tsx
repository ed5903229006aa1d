import { createElement, type ReactNode } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';

const reactName = (attribute: string) => attribute.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
const reactAttrs = (attrs: AbstractNode['attrs']) =>
  Object.fromEntries(Object.entries(attrs).map(([name, value]) => [reactName(name), value]));

function draw(node: AbstractNode, key?: number): ReactNode {
  return createElement(node.tag, { key, ...reactAttrs(node.attrs) }, node.children?.map(draw));
}

/**
 * An antd icon drawn from its definition in @ant-design/icons-svg, for the pages shown before sign-in:
 * they render without antd and without @ant-design/icons' runtime. Outlined and filled icons only.
 */
export function SvgIcon({ icon, className }: { icon: IconDefinition; className?: string }) {
  const root = icon.icon as AbstractNode;
  return (
    <span role="img" aria-hidden className={className ? `portal-icon ${className}` : 'portal-icon'}>
      {createElement(
        'svg',
        { ...reactAttrs(root.attrs), width: '1em', height: '1em', fill: 'currentColor' },
        root.children?.map(draw),
      )}
    </span>
  );
}
