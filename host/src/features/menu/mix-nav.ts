import type { MenuItem } from '@portal/shared';
import { buildNav, type NavNode } from './build-routes';

export const GROUP_PREFIX = 'group:';

/**
 * The mixed layout's two levels: the menu's sections (`group` of a top-level entry) become the first
 * level, shown in the top bar, and their entries the second, shown in the side menu. An entry without
 * a section, or alone in its section, stays a first-level entry of its own.
 */
export function buildMixNav(menus: MenuItem[]): NavNode[] {
  const visible = menus.filter((item) => !item.hidden);
  const nodes = buildNav(visible);
  const result: NavNode[] = [];
  const groups = new Map<string, NavNode>();
  nodes.forEach((node, index) => {
    const group = visible[index].group;
    if (!group) {
      result.push(node);
      return;
    }
    let section = groups.get(group);
    if (!section) {
      section = {
        key: GROUP_PREFIX + group,
        path: GROUP_PREFIX + group,
        title: group,
        icon: node.icon,
        children: [],
      };
      groups.set(group, section);
      result.push(section);
    }
    section.children!.push(node);
  });
  return result.map((node) =>
    node.key.startsWith(GROUP_PREFIX) && node.children!.length === 1 ? node.children![0] : node,
  );
}
