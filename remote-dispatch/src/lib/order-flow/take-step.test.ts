import { call, urlOf } from '@portal/shared';
import { STEP_ROUTES } from '@portal/shared/contract';
import { takeStep } from './take-step';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), call: jest.fn() }));
const sent = jest.mocked(call);

beforeEach(() => sent.mockReset().mockResolvedValue({ serviceId: 7, toStatus: 'expenses' }));

/** The method and URL of the last call, as the client sends it. */
function lastRequest() {
  const [route, input] = sent.mock.lastCall as unknown as [
    { method: string; url: string },
    { params: Record<string, unknown>; body: unknown },
  ];
  return { method: route.method, url: urlOf(route as never, input.params), body: input.body };
}

test('each step posts to its path under the order, with its body', async () => {
  await expect(
    takeStep(7, 'closeExpenses', { fees: [{ sortId: 1, feeIndex: '上门费', amount: 50 }] }),
  ).resolves.toEqual({ serviceId: 7, toStatus: 'expenses' });
  expect(sent.mock.lastCall?.[0]).toBe(STEP_ROUTES.closeExpenses);
  expect(lastRequest()).toEqual({
    method: 'POST',
    url: '/api/dispatch/service/7/close-expenses',
    body: { fees: [{ sortId: 1, feeIndex: '上门费', amount: 50 }] },
  });
  await takeStep(8, 'createChild', { serviceContentId: 3 });
  expect(lastRequest()).toEqual({
    method: 'POST',
    url: '/api/dispatch/service/8/child',
    body: { serviceContentId: 3 },
  });
  await takeStep(9, 'changeEngineer', { engineerId: 4, reason: '请假' });
  expect(lastRequest().url).toBe('/api/dispatch/service/9/change-engineer');
});

test('a step without fields sends an empty body', async () => {
  await takeStep(7, 'claim', undefined);
  expect(lastRequest()).toEqual({ method: 'POST', url: '/api/dispatch/service/7/claim', body: {} });
});
