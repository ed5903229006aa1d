import type { MenuItem } from '@portal/shared';
import { buildMixNav } from './mix-nav';

const page = (path: string, group?: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  path,
  title: `menu${path}`,
  icon: `Icon${path}`,
  hidden: false,
  component: 'remote_orders/X',
  group,
  ...extra,
});

describe('buildMixNav', () => {
  it('puts the entries of a section under it, in the order the sections first appear', () => {
    const nav = buildMixNav([
      page('/workplace'),
      page('/order', 'menuGroup.orders'),
      page('/orderQuery', 'menuGroup.orders', {
        children: [page('/orderQueryDetails', undefined, { hidden: true })],
      }),
      page('/systemAnnounce', 'menuGroup.system'),
      page('/systemUser', 'menuGroup.system'),
      page('/dispatchStation', 'menuGroup.dispatch'),
      page('/dispatchStation/dispatchQuery', 'menuGroup.dispatch'),
      page('/releases', 'menuGroup.system'),
    ]);
    expect(nav.map((n) => n.key)).toEqual([
      '/workplace',
      'group:menuGroup.orders',
      'group:menuGroup.system',
      'group:menuGroup.dispatch',
    ]);
    expect(nav[1]).toMatchObject({ title: 'menuGroup.orders', icon: 'Icon/order' });
    expect(nav[1].children!.map((n) => n.key)).toEqual(['/order', '/orderQuery']);
    expect(nav[2].children!.map((n) => n.key)).toEqual(['/systemAnnounce', '/systemUser', '/releases']);
  });

  it('keeps a section of one entry and hidden pages out of the top bar', () => {
    const nav = buildMixNav([
      page('/myTasks'),
      page('/systemAnnounce', 'menuGroup.system'),
      page('/systemAnnounceDetails', 'menuGroup.system', { hidden: true }),
    ]);
    expect(nav.map((n) => n.key)).toEqual(['/myTasks', '/systemAnnounce']);
  });
});
