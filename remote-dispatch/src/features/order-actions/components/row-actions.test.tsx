import { fireEvent, screen } from '@testing-library/react';
import { currentLocation, renderWithProviders, signInAs } from '@portal/shared/src/testing';
import '../../../locales';
import { asDispatcherSees } from '@portal/shared/src/testing/dispatcher-steps';
import { RowActions } from './row-actions';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), call: jest.fn() }));

const row = (status: string) => ({
  id: 42,
  ...asDispatcherSees(status),
  appointmentTime: null,
  contactName: '陈主管',
  contactPhone: '13911110001',
});
const links = () => screen.queryAllByRole('link').map((a) => a.textContent);

beforeEach(() => signInAs({ authority: 'manager', allowDispatch: true }));

test.each([
  ['pendingDispatch', ['派单', '跟踪记录', '详情']],
  ['pendingOrders', ['改派', '编辑派单', '详情']],
  ['toCompleted', ['上传回执', '改派', '详情']],
  ['pendingAcceptance', ['验收', '上传回执', '详情']],
  ['income', ['关单', '跟踪记录', '详情']],
  ['confirmed', ['跟踪记录', '详情']],
])('a %s order offers %j first', (status, expected) => {
  renderWithProviders(<RowActions row={row(status)} />, { inRemote: true });
  expect(links()).toEqual(expected);
  expect(!!screen.queryByRole('button', { name: '更多' })).toBe(status !== 'confirmed');
});

test('派单 opens the dispatch entry of the order', () => {
  renderWithProviders(<RowActions row={row('pendingDispatch')} />, { inRemote: true });
  fireEvent.click(screen.getByRole('link', { name: '派单' }));
  expect(currentLocation()).toBe('/dispatchStation/dispatchEntry?id=42');
});
