import { api, request } from '@portal/shared';
import { takeStep } from './take-step';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), request: jest.fn() }));
const sent = jest.mocked(request);

beforeEach(() => sent.mockReset().mockResolvedValue({ serviceId: 7, toStatus: 'expenses' }));

test('each step posts to its path under the order, with its body', async () => {
  await expect(
    takeStep(7, 'closeExpenses', { fees: [{ sortId: 1, feeIndex: '上门费', amount: 50 }] }),
  ).resolves.toEqual({
    serviceId: 7,
    toStatus: 'expenses',
  });
  expect(sent).toHaveBeenLastCalledWith(api, {
    method: 'POST',
    url: '/dispatch/service/7/close-expenses',
    data: { fees: [{ sortId: 1, feeIndex: '上门费', amount: 50 }] },
  });
  await takeStep(8, 'createChild', { serviceContentId: 3 });
  expect(sent).toHaveBeenLastCalledWith(api, {
    method: 'POST',
    url: '/dispatch/service/8/child',
    data: { serviceContentId: 3 },
  });
  await takeStep(9, 'changeEngineer', { engineerId: 4, reason: '请假' });
  expect(sent).toHaveBeenLastCalledWith(
    api,
    expect.objectContaining({ url: '/dispatch/service/9/change-engineer' }),
  );
});

test('a step without fields sends an empty body', async () => {
  await takeStep(7, 'claim', undefined);
  expect(sent).toHaveBeenLastCalledWith(api, { method: 'POST', url: '/dispatch/service/7/claim', data: {} });
});
