import { fireEvent, screen, within } from '@testing-library/react';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { OrderDetailAnswer } from '@portal/shared';
import {
  currentLocation,
  okResponse,
  renderWithProviders,
  signInAs,
  stubApi,
} from '@portal/shared/src/testing';
import '../../../locales';
import { OrderDetailView } from './order-detail-view';

const order: OrderDetailAnswer = {
  id: 7,
  serviceNo: 'SO20261103000007',
  status: 'pendingConfirmation',
  projectId: 1,
  projectName: '办公网络运维',
  serviceContentId: 2,
  serviceContent: '巡检保养',
  customerId: 3,
  customerName: '华东智能制造有限公司',
  repairUserId: 4,
  repairUserName: '金桥仓库',
  repairNo: null,
  repairUserAddress: '上海市 浦东新区 金桥路 55 号',
  contactName: '林仓管',
  contactPhone: '13911110002',
  engineerId: 5,
  engineerName: '赵工程师',
  engineerCompanyName: '服务商甲',
  creatorName: '张客户',
  faultDescription: '设备无法启动\n指示灯不亮',
  parentId: null,
  appointmentTime: '2026-11-04 09:30:00',
  createTime: '2026-11-03 08:00:00',
  dispatchTime: '2026-11-03 09:00:00',
  arriveTime: '2026-11-04 09:40:00',
  completionTime: '2026-11-04 11:00:00',
  acceptanceTime: '2026-11-04 12:00:00',
  incomeTime: '2026-11-05 10:00:00',
  trackRecordTime: null,
  regionCodes: [],
  attachments: [{ id: 1, url: '/file/a/1?sig=x', originName: '故障照片.jpg', ext: 'jpg' }],
  firstTrain: null,
  lackReceipt: null,
  isLackReceipt: false,
  cancelReason: null,
  responsiblePersonId: null,
  dispatcherId: null,
  creatorId: null,
  expensesTime: null,
  settlementTime: '2026-11-06 10:00:00',
  confirmTime: null,
  updateTime: '2026-11-06 10:00:00',
  version: 9,
  engineer: {
    id: 5,
    name: '赵工程师',
    phone: '13700000001',
    telephone: null,
    avatar: null,
    companyName: '服务商甲',
  },
  timeline: [
    {
      action: 'create',
      fromStatus: null,
      toStatus: 'pendingDispatch',
      note: null,
      operatorName: '张客户',
      createTime: '2026-11-03 08:00:00',
    },
  ],
  trackingRecords: [
    {
      id: 3,
      serviceId: 7,
      engineerId: 5,
      content: '已联系客户，明早上门',
      contactTime: '2026-11-03 10:00:00',
      creator: '系统管理员',
      isCustomerVisibility: true,
      isEngineerVisible: true,
      type: 'content',
      createTime: '2026-11-03 10:00:00',
    },
  ],
  receipts: [
    {
      id: 11,
      templateId: 1,
      templateName: '现场照片',
      fileId: 21,
      url: '/file/r/21.png?sig=x',
      name: '现场.png',
      origin: 'upload',
      createTime: '2026-11-04 10:00:00',
    },
    {
      id: 12,
      templateId: 2,
      templateName: '验收单',
      fileId: 22,
      url: '/file/r/22.pdf?sig=x',
      name: '验收单.pdf',
      origin: 'upload',
      createTime: '2026-11-04 10:00:00',
    },
  ],
  accessories: [],
  fees: {
    rows: [
      { id: 1, serviceId: 7, kind: 'income', sortId: 1, feeIndex: '上门费', endRange: null, amount: 120 },
      { id: 2, serviceId: 7, kind: 'expense', sortId: 1, feeIndex: '工程师劳务', endRange: null, amount: 80 },
    ],
    totals: { income: 120 },
  },
  availableSteps: [],
};

let answer: (config: InternalAxiosRequestConfig) => Promise<AxiosResponse>;
let restore: () => void;
beforeEach(() => {
  signInAs({ authority: 'customer' });
  answer = async (config) => okResponse(config, order);
  restore = stubApi(({ config }) => answer(config));
});
afterEach(() => restore());

test('shows the order, its engineer, times, records and receipts, and only the fees a customer pays', async () => {
  renderWithProviders(<OrderDetailView id={7} />, { inRemote: true });
  expect((await screen.findAllByText(/SO20261103000007/)).length).toBeGreaterThan(0);
  expect(screen.getByText('上海市 浦东新区 金桥路 55 号')).toBeTruthy();
  expect(screen.getByText('13700000001')).toBeTruthy();
  expect(screen.getByText('2026-11-06 10:00:00')).toBeTruthy();
  expect(
    within(screen.getByRole('list', { name: '跟踪记录' })).getByText('已联系客户，明早上门'),
  ).toBeTruthy();
  expect(screen.getByRole('button', { name: '查看回执 现场照片' })).toBeTruthy();
  expect(screen.getByRole('link', { name: '验收单.pdf' })).toBeTruthy();
  expect(screen.getByRole('link', { name: '故障照片.jpg' })).toBeTruthy();
  expect(screen.getByText('上门费')).toBeTruthy();
  expect(screen.queryByText('工程师劳务')).toBeNull();
});

test("an order waiting for the customer's confirmation leads to the settlement page", async () => {
  renderWithProviders(<OrderDetailView id={7} />, { inRemote: true });
  fireEvent.click(await screen.findByRole('button', { name: /结\s?算/ }));
  expect(currentLocation()).toBe('/settlement');
});

test("another company's order reads as not found", async () => {
  answer = async (config) => {
    const response = {
      status: 404,
      statusText: '',
      headers: {},
      config,
      data: { code: 404, msg: '工单不存在', data: null },
    };
    throw new AxiosError(
      'Request failed with status code 404',
      AxiosError.ERR_BAD_REQUEST,
      config,
      null,
      response,
    );
  };
  renderWithProviders(<OrderDetailView id={8} />, { inRemote: true });
  expect(await screen.findByText('工单不存在或无权查看')).toBeTruthy();
});
