import { screen, within } from '@testing-library/react';
import { okResponse, renderWithProviders, signInAs, stubApi } from '@portal/shared/src/testing';
import type { StaffOrderDetail } from '@portal/shared/contract';
import '../../../locales';
import { OrderDetailPage } from './order-detail-page';
import { OrderInfo } from './order-info';

// Only what the head card and the order's fields read; the rest of the staff view is not shown here.
const order = {
  id: 27,
  serviceNo: 'SO20261103000027',
  status: 'toArrive',
  customerName: '华东智能制造有限公司',
  projectName: '办公网络运维',
  serviceContent: '巡检保养',
  repairUserName: '金桥仓库',
  repairNo: null,
  repairUserAddress: '上海市 浦东新区 金桥路 55 号',
  contactName: '林仓管',
  contactPhone: '13911110002',
  engineerName: '赵工程师',
  engineerCompanyName: null,
  engineer: { id: 5, name: '赵工程师', phone: '13700000001' },
  responsiblePerson: null,
  dispatcher: { id: 1, name: '系统管理员', phone: '13800000001' },
  creator: null,
  creatorName: '张客户',
  parent: { id: 20, serviceNo: 'SO20261103000020', status: 'confirmed' },
  children: [
    {
      id: 31,
      serviceNo: 'SO20261103000031',
      status: 'pendingDispatch',
      engineerName: null,
      createTime: '2026-11-05 10:00:00',
    },
  ],
  appointmentTime: '2026-11-04 09:30:00',
  createTime: '2026-11-03 08:00:00',
  dispatchTime: '2026-11-03 09:00:00',
  arriveTime: null,
  completionTime: null,
  acceptanceTime: null,
  incomeTime: null,
  expensesTime: null,
  settlementTime: null,
  confirmTime: null,
  trackRecordTime: null,
  faultDescription: '',
  firstTrain: null,
  lackReceipt: null,
  cancelReason: null,
  attachments: [],
} as unknown as StaffOrderDetail;

const asked: string[] = [];
let restore: () => void;
beforeEach(() => {
  signInAs({ authority: 'manager', allowDispatch: true });
  asked.length = 0;
  restore = stubApi(({ method, path, config }) => {
    asked.push(`${method} ${path}`);
    return okResponse(config, order);
  });
});
afterEach(() => restore());

test('loads the order named by ?id= and shows its head card, linking its number to the details, above the page', async () => {
  renderWithProviders(<OrderDetailPage>{(o) => <p>page of {o.serviceNo}</p>}</OrderDetailPage>, {
    inRemote: true,
    route: '/dispatchStation/trackingRecord?id=27',
  });
  expect(await screen.findByText('page of SO20261103000027')).toBeTruthy();
  expect(asked).toEqual(['GET /api/dispatch/service/27/detail']);
  expect(screen.getByRole('link', { name: 'SO20261103000027' }).getAttribute('href')).toBe(
    '/dispatchStation/dispatchQueryDetails?id=27',
  );
  expect(screen.getByText('林仓管 13911110002')).toBeTruthy();
});

test('a page without ?id= says where to come from and asks nothing', async () => {
  renderWithProviders(<OrderDetailPage>{() => <p>page</p>}</OrderDetailPage>, {
    inRemote: true,
    route: '/dispatchStation/trackingRecord',
  });
  expect(await screen.findByText('缺少工单编号，请从派单台进入')).toBeTruthy();
  expect(asked).toEqual([]);
});

test("the order's fields: people with their phones, parent and child orders as links, no cancel reason unless cancelled", () => {
  renderWithProviders(<OrderInfo order={order} />, { inRemote: true });
  expect(screen.getByText('赵工程师 13700000001')).toBeTruthy();
  expect(screen.getByText('系统管理员 13800000001')).toBeTruthy();
  expect(screen.getByText('张客户')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'SO20261103000020' }).getAttribute('href')).toBe(
    '/dispatchStation/dispatchQueryDetails?id=20',
  );
  const child = screen.getByRole('link', { name: /SO20261103000031/ });
  expect(within(child).getByText('待派单')).toBeTruthy();
  expect(screen.queryByText('取消原因')).toBeNull();
});
