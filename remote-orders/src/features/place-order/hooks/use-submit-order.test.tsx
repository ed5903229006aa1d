import { act, waitFor } from '@testing-library/react';
import { ApiError, call, type CreateOrderBody, type ServiceOrderRow } from '@portal/shared';
import { answerCalls, renderHookWithProviders } from '@portal/shared/src/testing';
import { useSubmitOrder } from './use-submit-order';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), call: jest.fn() }));
/** The order placed, with the Idempotency-Key header it was sent with. */
const create = jest.fn();

const body: CreateOrderBody = {
  projectId: 1,
  serviceContentId: 2,
  repairUserId: 3,
  regionCodes: ['31', '3101', '310115'],
  addressDetail: '张江路 100 号',
  contactName: '陈主管',
  contactPhone: '13911110001',
  appointmentTime: '2030-01-02 10:00:00',
  faultDescription: '设备无法启动',
  attachments: [7],
};

const setup = () => renderHookWithProviders(() => useSubmitOrder());

const keyOfCall = (n: number) => create.mock.calls[n][1];

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(call).mockImplementation((route, input, options) =>
    answerCalls({
      orderCreate: ({ body: sent }) =>
        create(sent, (options?.headers as Record<string, string>)['Idempotency-Key']),
    })(route, input, options),
  );
});

test('a retry after a failure sends the same idempotency key; the next order gets a new one', async () => {
  const placed = jest.fn();
  create.mockRejectedValueOnce(new ApiError('请求超时，请检查网络是否连接正常', null, null));
  create.mockResolvedValueOnce({ id: 41 } as ServiceOrderRow);
  create.mockResolvedValueOnce({ id: 42 } as ServiceOrderRow);
  const { result } = setup();

  act(() => result.current.submit(body, placed));
  await waitFor(() => expect(result.current.isPending).toBe(false));
  expect(create).toHaveBeenCalledTimes(1);
  expect(placed).not.toHaveBeenCalled();

  act(() => result.current.submit(body, placed));
  await waitFor(() => expect(placed).toHaveBeenCalledWith({ id: 41 }));
  expect(keyOfCall(1)).toBe(keyOfCall(0));
  expect(keyOfCall(0)).toMatch(/^[A-Za-z0-9-]{16,}$/);
  expect(create).toHaveBeenCalledWith(body, keyOfCall(0));

  act(() => result.current.submit(body, placed));
  await waitFor(() => expect(placed).toHaveBeenCalledWith({ id: 42 }));
  expect(keyOfCall(2)).not.toBe(keyOfCall(0));
});

test('a second click while the first is on its way sends nothing', async () => {
  let resolve: (order: ServiceOrderRow) => void = () => undefined;
  create.mockImplementationOnce(() => new Promise((r) => (resolve = r)));
  const { result } = setup();

  act(() => {
    result.current.submit(body);
    result.current.submit(body);
  });
  await waitFor(() => expect(result.current.isPending).toBe(true));
  act(() => result.current.submit(body));
  expect(create).toHaveBeenCalledTimes(1);

  await act(async () => resolve({ id: 1 } as ServiceOrderRow));
  await waitFor(() => expect(result.current.isPending).toBe(false));
});

test('starting over (reset) forgets the key of an unsent form', async () => {
  create.mockRejectedValue(new ApiError('服务器错误', 500, 500));
  const { result } = setup();

  act(() => result.current.submit(body));
  await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(result.current.isPending).toBe(false));
  act(() => result.current.startOver());
  act(() => result.current.submit(body));
  await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
  expect(keyOfCall(1)).not.toBe(keyOfCall(0));
});
