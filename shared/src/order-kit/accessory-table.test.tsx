import { fireEvent, screen, within } from '@testing-library/react';
import type { Accessory } from '@portal/contract/accessories';
import { currentLocation, renderWithProviders } from '../testing';
import { AccessoryStatusTag, AccessoryTable } from './accessory-table';

const shipment = (patch: Partial<Accessory>): Accessory => ({
  id: 7,
  serviceId: 3,
  serviceNo: 'SO3',
  projectName: '项目',
  repairUserName: '门店',
  customerId: 1,
  courierCompanyId: 2,
  courierCompanyName: '顺丰速运',
  courierCompanyCode: 'SF',
  courierNo: 'SF123',
  status: 'sent',
  remark: null,
  receiverId: 9,
  receiverName: '赵工程师',
  createdBy: 4,
  creatorName: '陈调度',
  createTime: '2026-11-03 08:00:00',
  sentTime: '2026-11-03 09:00:00',
  lines: [
    { id: 1, name: '主板', model: 'MB-2', quantity: 1 },
    { id: 2, name: '风扇', model: null, quantity: 2 },
  ],
  ...patch,
});

test('each shipment: when and by whom, status, lines, courier and number, receiver', () => {
  renderWithProviders(
    <AccessoryTable rows={[shipment({}), shipment({ id: 8, courierNo: null, status: 'requested' })]} />,
  );
  const [, sent, requested] = screen.getAllByRole('row');
  expect(within(sent).getByText('2026-11-03 08:00:00')).toBeTruthy();
  expect(within(sent).getByText('已发货')).toBeTruthy();
  expect(within(sent).getByText('主板 / MB-2 × 1')).toBeTruthy();
  expect(within(sent).getByText('风扇 × 2')).toBeTruthy();
  expect(within(sent).getByText('顺丰速运')).toBeTruthy();
  expect(within(sent).getByText('SF123')).toBeTruthy();
  expect(within(sent).getByText('赵工程师')).toBeTruthy();
  expect(within(sent).getByText('陈调度')).toBeTruthy();
  expect(within(requested).getByText('尚未发货')).toBeTruthy();
  expect(within(requested).getByText('待发货')).toBeTruthy();
  expect(screen.queryByRole('columnheader', { name: '操作' })).toBeNull();
});

test('links to the shipment’s page and to its tracking when given; the row actions last', () => {
  renderWithProviders(
    <AccessoryTable
      rows={[shipment({})]}
      detailsPath={(row) => `/shipment?id=${row.id}`}
      trackingPath={(row) => `/express?id=${row.id}`}
      actions={(row) => <button type="button">{`编辑 ${row.id}`}</button>}
    />,
  );
  expect(screen.getByRole('columnheader', { name: '操作' })).toBeTruthy();
  expect(screen.getByRole('button', { name: '编辑 7' })).toBeTruthy();
  fireEvent.click(screen.getByRole('link', { name: 'SF123' }));
  expect(currentLocation()).toBe('/express?id=7');
  fireEvent.click(screen.getByRole('link', { name: '2026-11-03 08:00:00' }));
  expect(currentLocation()).toBe('/shipment?id=7');
});

test('no shipments: 暂无配件; a status the portal does not know reads as it is', () => {
  renderWithProviders(
    <>
      <AccessoryTable rows={[]} />
      <AccessoryStatusTag status="lost" />
    </>,
  );
  expect(screen.getByText('暂无配件')).toBeTruthy();
  expect(screen.getByText('lost')).toBeTruthy();
});
