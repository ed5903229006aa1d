import type { MenuItem } from '@portal/contract';

export type { MenuItem };

export interface MenuSubject {
  authority: string;
  allowDispatch: boolean;
}

const page = (path: string, title: string, component: string, icon?: string): MenuItem => ({
  path,
  title: `menu.${title}`,
  icon,
  hidden: false,
  component,
});
const hidden = (path: string, title: string, component: string): MenuItem => ({
  ...page(path, title, component),
  hidden: true,
});

const inGroup = (group: string, items: MenuItem[]): MenuItem[] =>
  items.map((item) => (item.hidden ? item : { ...item, group: `menuGroup.${group}` }));

const ORDERS = 'remote_orders';
const DISPATCH = 'remote_dispatch';
const ADMIN = 'remote_admin';

/** SPEC section 2, customer routes: every user who is not a manager gets these. */
function customerMenus(): MenuItem[] {
  return [
    page('/workplace', 'workplace', `${ORDERS}/Workplace`, 'HomeOutlined'),
    ...inGroup('orders', [
      page('/order', 'order', `${ORDERS}/Order`, 'FormOutlined'),
      {
        ...page('/orderQuery', 'orderQuery', `${ORDERS}/OrderQuery`, 'FileSearchOutlined'),
        children: [
          hidden('/orderQueryDetails', 'orderQueryDetails', `${ORDERS}/OrderQueryDetails`),
          hidden('/addAccessory', 'addAccessory', `${ORDERS}/AddAccessory`),
        ],
      },
      page('/accessoriesQuery', 'accessoriesQuery', `${ORDERS}/AccessoriesQuery`, 'ToolOutlined'),
      hidden('/accessoriesQueryDetails', 'accessoriesQueryDetails', `${ORDERS}/AccessoriesQueryDetails`),
      hidden('/settlement', 'settlement', `${ORDERS}/Settlement`),
      page('/repairUser', 'repairUser', `${ORDERS}/RepairUser`, 'TeamOutlined'),
      hidden('/repairUserAdd', 'repairUserAdd', `${ORDERS}/RepairUserAdd`),
      hidden('/repairUserEdit', 'repairUserEdit', `${ORDERS}/RepairUserRecordEdit`),
    ]),
    ...inGroup('system', [
      page('/systemAnnounce', 'systemAnnounce', `${ORDERS}/SystemAnnounce`, 'NotificationOutlined'),
      hidden('/systemAnnounceDetails', 'systemAnnounceDetails', `${ORDERS}/SystemAnnounceDetails`),
    ]),
  ];
}

const DISPATCH_SUB_PAGES: Array<[string, string, string]> = [
  ['dispatchQueryDetails', 'dispatchQueryDetails', 'DispatchQueryDetails'],
  ['repairUserEdit', 'repairUserEdit', 'RepairUserEdit'],
  ['uploadReceipt', 'uploadReceipt', 'UploadReceipt'],
  ['upgrade', 'upgrade', 'Upgrade'],
  ['dispatchEntryEdit', 'dispatchEntryEdit', 'DispatchEntryEdit'],
  ['dispatchEntry', 'dispatchEntry', 'DispatchEntry'],
  ['trackingRecord', 'trackingRecord', 'TrackingRecord'],
  ['completeAcceptance', 'completeAcceptance', 'CompleteAcceptance'],
  ['income', 'income', 'Income'],
  ['accessoriesSend', 'accessoriesSend', 'AccessoriesSend'],
  ['childParentOrder/childDispatchEntry', 'childDispatchEntry', 'ChildDispatchEntry'],
  ['express', 'express', 'Express'],
];

/** SPEC section 2, manager additions; the dispatch station only with allowDispatch (section 6). */
function managerAdditions(allowDispatch: boolean): MenuItem[] {
  const items: MenuItem[] = inGroup('system', [
    page('/systemUser', 'systemUser', `${ADMIN}/SystemUser`, 'UserOutlined'),
    hidden('/systemUserAdd', 'systemUserAdd', `${ADMIN}/SystemUserAdd`),
    hidden('/systemUserEdit', 'systemUserEdit', `${ADMIN}/SystemUserEdit`),
    page('/notice', 'notice', `${ADMIN}/Notice`, 'BellOutlined'),
    hidden('/notice/details', 'noticeDetails', `${ADMIN}/NoticeDetails`),
    page('/releases', 'releases', `${ADMIN}/Releases`, 'CloudUploadOutlined'),
    // The HTTP API's reference (GET /api/openapi.json shown by Scalar), for whoever writes a client.
    page('/apiReference', 'apiReference', `${ADMIN}/ApiReference`, 'ApiOutlined'),
  ]);
  if (allowDispatch) {
    // The station is a page of its own (its sub-pages hang under it, hidden); the dispatch query is
    // its sibling, so that the station stays a menu entry rather than becoming a submenu.
    items.push(
      ...inGroup('dispatch', [
        {
          ...page('/dispatchStation', 'dispatchStation', `${DISPATCH}/DispatchStation`, 'ScheduleOutlined'),
          children: DISPATCH_SUB_PAGES.map(([path, title, module]) =>
            hidden(`/dispatchStation/${path}`, title, `${DISPATCH}/${module}`),
          ),
        },
        page(
          '/dispatchStation/dispatchQuery',
          'dispatchQuery',
          `${DISPATCH}/DispatchQuery`,
          'SearchOutlined',
        ),
      ]),
    );
  }
  return items;
}

/**
 * Engineers (authority technician) are neither of SPEC's two kinds of account: they get their task
 * view, where they take their own steps, and the announcements.
 */
function technicianMenus(): MenuItem[] {
  return [
    {
      ...page('/myTasks', 'myTasks', `${DISPATCH}/MyTasks`, 'CarryOutOutlined'),
      children: [hidden('/myTasks/details', 'taskDetails', `${DISPATCH}/TaskDetails`)],
    },
    page('/systemAnnounce', 'systemAnnounce', `${ORDERS}/SystemAnnounce`, 'NotificationOutlined'),
    hidden('/systemAnnounceDetails', 'systemAnnounceDetails', `${ORDERS}/SystemAnnounceDetails`),
  ];
}

/**
 * Pages every signed-in user has, reached from the header rather than the menu. The header bell
 * opens a notice at /notice/details (SPEC section 2); managers have it among their additions.
 */
function personalPages(withNoticeDetails: boolean): MenuItem[] {
  return [
    hidden('/user/profile', 'profile', `${ADMIN}/Profile`),
    hidden('/personalCenter/personalNotice', 'personalNotice', `${ADMIN}/PersonalNotice`),
    ...(withNoticeDetails ? [hidden('/notice/details', 'noticeDetails', `${ADMIN}/NoticeDetails`)] : []),
  ];
}

export function buildMenus(user: MenuSubject): MenuItem[] {
  if (user.authority === 'technician') return [...technicianMenus(), ...personalPages(true)];
  const menus = customerMenus();
  const manager = user.authority === 'manager';
  if (manager) menus.push(...managerAdditions(user.allowDispatch));
  return [...menus, ...personalPages(!manager)];
}

export function homePathFor(user: MenuSubject): string {
  return user.authority === 'technician' ? '/myTasks' : '/workplace';
}

/** Every route path of a menu tree, for checks such as "may this user open this page". */
export function menuPaths(items: MenuItem[]): string[] {
  return items.flatMap((item) => [item.path, ...menuPaths(item.children ?? [])]);
}
