import type { MenuItem } from '@portal/shared';
import { buildNav, buildRoutes, matchRoute, navSelection, topLevelOf } from './build-routes';

const menus: MenuItem[] = [
  {
    path: '/workplace',
    title: 'menu.workplace',
    icon: 'HomeOutlined',
    hidden: false,
    component: 'remote_orders/Workplace',
  },
  {
    path: '/orderQuery',
    title: 'menu.orderQuery',
    icon: 'FileSearchOutlined',
    hidden: false,
    component: 'remote_orders/OrderQuery',
    children: [
      {
        path: '/orderQueryDetails',
        title: 'menu.orderQueryDetails',
        hidden: true,
        component: 'remote_orders/OrderQueryDetails',
      },
    ],
  },
  {
    path: '/dispatchStation',
    title: 'menu.dispatchStation',
    icon: 'SendOutlined',
    hidden: false,
    children: [
      {
        path: '/dispatchStation',
        title: 'menu.dispatchStation',
        hidden: false,
        component: 'remote_dispatch/Station',
      },
      {
        path: 'dispatchQuery',
        title: 'menu.dispatchQuery',
        hidden: false,
        component: 'remote_dispatch/Query',
      },
      {
        path: 'trackingRecord',
        title: 'menu.trackingRecord',
        hidden: true,
        component: 'remote_dispatch/Tracking',
      },
    ],
  },
  {
    path: '/notice/details',
    title: 'menu.noticeDetails',
    hidden: true,
    component: 'remote_admin/NoticeDetails',
  },
];

describe('buildRoutes', () => {
  const routes = buildRoutes(menus);

  it('routes hidden items and nested children, joining relative child paths', () => {
    const paths = routes.map((r) => r.path);
    expect(paths).toEqual([
      '/workplace',
      '/orderQuery',
      '/orderQueryDetails',
      '/dispatchStation',
      '/dispatchStation',
      '/dispatchStation/dispatchQuery',
      '/dispatchStation/trackingRecord',
      '/notice/details',
    ]);
    expect(matchRoute(routes, '/orderQueryDetails')?.component).toBe('remote_orders/OrderQueryDetails');
    expect(matchRoute(routes, '/dispatchStation/trackingRecord')?.hidden).toBe(true);
    expect(matchRoute(routes, '/notice/details/')?.title).toBe('menu.noticeDetails');
  });

  it('does not match unknown paths', () => {
    expect(matchRoute(routes, '/orderQueryDetailsX')).toBeUndefined();
    expect(matchRoute(routes, '/')).toBeUndefined();
  });

  it('records the ancestors of nested items', () => {
    expect(matchRoute(routes, '/dispatchStation/dispatchQuery')?.ancestors).toEqual(['/dispatchStation']);
  });
});

describe('buildNav', () => {
  const nav = buildNav(menus);

  it('leaves hidden items out of the side menu and nests children', () => {
    expect(nav.map((n) => n.key)).toEqual(['/workplace', '/orderQuery', 'sub:/dispatchStation']);
    expect(nav[1].children).toBeUndefined();
    expect(nav[2].children?.map((c) => c.key)).toEqual([
      '/dispatchStation',
      '/dispatchStation/dispatchQuery',
    ]);
  });

  it('highlights the nearest visible entry of a hidden page and opens its submenus', () => {
    const routes = buildRoutes(menus);
    expect(navSelection(nav, matchRoute(routes, '/orderQueryDetails'))).toEqual({
      selected: ['/orderQuery'],
      open: [],
    });
    expect(navSelection(nav, matchRoute(routes, '/dispatchStation/trackingRecord'))).toEqual({
      selected: ['/dispatchStation'],
      open: ['sub:/dispatchStation'],
    });
    expect(navSelection(nav, matchRoute(routes, '/dispatchStation/dispatchQuery'))).toEqual({
      selected: ['/dispatchStation/dispatchQuery'],
      open: ['sub:/dispatchStation'],
    });
    expect(navSelection(nav, undefined)).toEqual({ selected: [], open: [] });
    expect(topLevelOf(nav, matchRoute(routes, '/dispatchStation/dispatchQuery'))?.key).toBe(
      'sub:/dispatchStation',
    );
    expect(topLevelOf(nav, matchRoute(routes, '/orderQueryDetails'))?.key).toBe('/orderQuery');
  });
});
