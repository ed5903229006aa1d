import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DialBody, Dialled } from '@portal/shared/contract';
import { renderWithProviders, signInAs, stubRoutes } from '@portal/shared/src/testing';
import '../../../locales';
import { deferred } from '../../../test/deferred';
import { CallDialog } from './call-dialog';

/** The calls placed (the API is stubbed at the HTTP level). */
const dialMock = jest.fn<Promise<Dialled>, [DialBody]>();
let restore: () => void;
afterEach(() => restore());

let onClose: jest.Mock;

beforeEach(() => {
  onClose = jest.fn();
  dialMock.mockReset();
  restore = stubRoutes({ dial: ({ body }) => dialMock(body) });
});

function renderDialog() {
  return renderWithProviders(<CallDialog open serviceId={42} toUser="13800000000" onClose={onClose} />, {
    inRemote: true,
    toastsStay: true,
  });
}

const callButton = () => screen.getAllByRole('button', { name: /拨打电话/ }).at(-1) as HTMLButtonElement;

test('calls from my telephone first; the button spins, then 正在呼叫 and the dialog closes', async () => {
  signInAs({ telephone: '010-1234', phone: '13900000000' });
  const answer = deferred<Dialled>();
  dialMock.mockReturnValue(answer.promise);
  renderDialog();
  fireEvent.click(callButton());

  await waitFor(() =>
    expect(dialMock).toHaveBeenCalledWith({ fromUser: '010-1234', toUser: '13800000000', serviceId: 42 }),
  );
  await waitFor(() => expect(callButton().className).toContain('ant-btn-loading'));
  expect(onClose).not.toHaveBeenCalled();

  answer.resolve({ id: 1, status: 'ringing' } as Dialled);
  expect(await screen.findByText('正在呼叫')).toBeTruthy();
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.queryByText('电话号码错误')).toBeNull();
});

test('a failed call says 电话号码错误 and keeps the dialog open', async () => {
  signInAs({ telephone: null, phone: '13900000000' });
  dialMock.mockRejectedValue(new Error('bad number'));
  renderDialog();
  fireEvent.click(callButton());

  expect(await screen.findByText('电话号码错误')).toBeTruthy();
  expect(dialMock).toHaveBeenCalledWith({ fromUser: '13900000000', toUser: '13800000000', serviceId: 42 });
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.queryByText('正在呼叫')).toBeNull();
  await waitFor(() => expect(callButton().className).not.toContain('ant-btn-loading'));
});

test('without a number of mine the call button stays disabled', () => {
  signInAs({ telephone: null, phone: null });
  renderDialog();
  expect(callButton().disabled).toBe(true);
  fireEvent.click(callButton());
  expect(dialMock).not.toHaveBeenCalled();
});
