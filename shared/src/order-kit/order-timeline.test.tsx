import { screen, within } from '@testing-library/react';
import { STATUS_COLORS } from '@portal/contract/order-status';
import { renderWithProviders } from '../testing';
import { OrderTimeline, timelineColour, type OrderTimelineEntry } from './order-timeline';

const entry = (patch: Partial<OrderTimelineEntry>): OrderTimelineEntry => ({
  action: 'create',
  fromStatus: null,
  toStatus: 'pendingDispatch',
  note: null,
  operatorName: '张客户',
  createTime: '2026-11-03 08:00:00',
  ...patch,
});

test('each entry: the action and who took it, when, the status change and the note', () => {
  renderWithProviders(
    <OrderTimeline
      entries={[
        entry({}),
        entry({
          action: 'dispatch',
          fromStatus: 'pendingDispatch',
          toStatus: 'pendingOrders',
          operatorName: '系统管理员',
          note: '优先处理',
        }),
        // An older row that names the status reached instead of the step.
        entry({
          action: 'toArrive',
          fromStatus: 'pendingOrders',
          toStatus: 'toArrive',
          operatorName: '赵工程师',
        }),
        entry({
          action: 'appointment',
          fromStatus: 'toArrive',
          toStatus: 'toArrive',
          operatorName: '陈调度',
        }),
      ]}
    />,
  );
  const entries = screen.getAllByTestId('timeline-entry');
  expect(entries.map((e) => e.textContent)).toEqual([
    '创建工单 · 张客户2026-11-03 08:00:00待派单',
    '派单 · 系统管理员2026-11-03 08:00:00待派单 → 待接单备注：优先处理',
    '接单 · 赵工程师2026-11-03 08:00:00待接单 → 待到场',
    '修改预约时间 · 陈调度2026-11-03 08:00:00待到场',
  ]);
  expect(within(entries[0]).getByText('创建工单 · 张客户')).toBeTruthy();
  expect(screen.getByLabelText('状态记录')).toBeTruthy();
});

test('the dots take the colour of the status reached, as the status tags do (the contract’s STATUS_COLORS)', () => {
  const token = {
    blue: '#1',
    purple: '#2',
    cyan: '#3',
    green: '#4',
    magenta: '#5',
    orange: '#6',
    gold: '#7',
    geekblue: '#8',
  };
  expect(STATUS_COLORS.pendingDispatch).toBe('orange');
  expect(timelineColour('pendingDispatch', token)).toBe('#6');
  expect(timelineColour('confirmed', token)).toBe('#4');
  expect(timelineColour('toCompleted', token)).toBe('#8');
  expect(timelineColour('cancelled', token)).toBe('gray');
  expect(timelineColour('somethingElse', token)).toBe('gray');
});

test('no entries: empty', () => {
  renderWithProviders(<OrderTimeline entries={[]} />);
  expect(screen.queryByTestId('timeline-entry')).toBeNull();
  expect(document.querySelector('.ant-empty')).toBeTruthy();
});
