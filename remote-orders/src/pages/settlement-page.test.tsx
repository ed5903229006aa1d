import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { call } from '@portal/shared';
import { answerCalls, renderWithProviders, signInAs } from '@portal/shared/src/testing';
import type { SettlementRow } from '@portal/shared/contract';
import SettlementPage from './settlement-page';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), call: jest.fn() }));

const getSettlementPage = jest.fn();
const confirmSettlement = jest.fn();
const raiseObjection = jest.fn();

const order = (id: number, amounts: number[]): SettlementRow => ({
  id,
  serviceNo: `SO0000${id}`,
  status: 'pendingConfirmation',
  customerName: '华东智能制造有限公司',
  projectName: '华东产线设备维保',
  serviceContent: '设备维修',
  repairUserName: '张江一号工厂',
  repairUserAddress: '上海市',
  engineerName: '赵工程师',
  completionTime: '2024-06-01 10:00:00',
  settlementTime: '2024-06-02 10:00:00',
  confirmTime: null,
  fees: amounts.map((amount, i) => ({
    id: id * 10 + i,
    serviceId: id,
    kind: 'income',
    sortId: i + 1,
    feeIndex: `费用${i + 1}`,
    endRange: null,
    amount,
  })),
  totals: { income: amounts.reduce((a, b) => a + b, 0) },
});

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(call).mockImplementation(
    answerCalls({
      settlementPage: ({ query }) => getSettlementPage(query),
      settlementConfirm: ({ body }) => confirmSettlement(body.ids),
      settlementObjection: ({ body }) => raiseObjection(body.id, body.reason),
    }),
  );
  signInAs({ authority: 'customer' });
  jest.mocked(getSettlementPage).mockResolvedValue({
    total: 2,
    records: [order(1, [300, 120.5]), order(2, [99.9])],
    grandTotal: { income: 520.4 },
  });
  jest.mocked(confirmSettlement).mockResolvedValue({ confirmed: 2, serviceNos: ['SO00001', 'SO00002'] });
});

test('shows the totals, sums the selection and confirms the chosen orders after asking', async () => {
  renderWithProviders(<SettlementPage />, { route: '/settlement' });

  const first = (await screen.findByRole('link', { name: 'SO00001' })).closest('tr') as HTMLElement;
  expect(getSettlementPage).toHaveBeenCalledWith({
    current: 1,
    size: 10,
    status: 'pendingConfirmation',
    serviceNo: undefined,
  });
  expect(within(first).getByText('420.50')).toBeTruthy();
  const grandTotal = screen.getByText('结算合计').closest('.ant-statistic') as HTMLElement;
  await waitFor(() => expect(grandTotal.textContent).toContain('520.40'));
  const confirmSelected = screen.getByRole('button', { name: /批量确认/ });
  expect(confirmSelected.hasAttribute('disabled')).toBe(true);

  fireEvent.click(within(first).getByRole('checkbox'));
  const second = screen.getByRole('link', { name: 'SO00002' }).closest('tr') as HTMLElement;
  fireEvent.click(within(second).getByRole('checkbox'));
  const selected = (await screen.findByText('已选 2 单合计')).closest('.ant-statistic') as HTMLElement;
  expect(selected.textContent).toContain('520.40');

  fireEvent.click(confirmSelected);
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('确定确认选中的 2 个工单的结算费用吗？确认后不能撤回。')).toBeTruthy();
  expect(confirmSettlement).not.toHaveBeenCalled();
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: /^确\s*定$/ }));
  });

  await waitFor(() => expect(confirmSettlement).toHaveBeenCalledWith([1, 2]));
  expect(await screen.findByText('已确认 2 个工单')).toBeTruthy();
});
