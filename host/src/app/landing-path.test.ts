import type { MenuItem } from '@portal/shared';
import { landingPath } from './landing-path';

const menus = [
  { path: '/myTasks', title: 'menu.myTasks', component: 'dispatch/MyTasks' },
  {
    path: '/notice',
    title: 'menu.notice',
    component: 'admin/Notices',
    children: [
      { path: 'details', title: 'menu.noticeDetails', component: 'admin/NoticeDetails', hidden: true },
    ],
  },
] as MenuItem[];
const engineer = { menus, homePath: '/myTasks' };

describe('landingPath', () => {
  it('goes to the from page when the user can open it, query included', () => {
    expect(landingPath(engineer, '?from=%2Fnotice%2Fdetails%3Fid%3D3')).toBe('/notice/details?id=3');
    expect(landingPath(engineer, '?from=%2Fredirect%2FmyTasks')).toBe('/redirect/myTasks');
  });

  it("goes home for a page outside the user's menu", () => {
    expect(landingPath(engineer, '?from=%2ForderQuery')).toBe('/myTasks');
    expect(landingPath(engineer, '?from=%2Fredirect%2ForderQuery')).toBe('/myTasks');
  });

  it('goes home without a usable from', () => {
    expect(landingPath(engineer, '')).toBe('/myTasks');
    expect(landingPath(engineer, '?from=https%3A%2F%2Fevil.example')).toBe('/myTasks');
    expect(landingPath({ menus: [], homePath: '' }, '')).toBe('/');
  });
});
