import { ApiError, root } from '@portal/shared';
import { sendCall } from './send-call';

const headers = { 'Idempotency-Key': 'k-1', 'X-Acted-At': '2026-11-27T10:00:00.000+08:00' };

afterEach(() => jest.restoreAllMocks());

test('a call goes out to its route table entry, with its key and act time, silently, and its answer is kept', async () => {
  const spy = jest
    .spyOn(root, 'request')
    .mockResolvedValue({ data: { code: 0, msg: '', data: { status: 'toArrive' } } });
  const outcome = await sendCall({ route: 'stepClaim', params: { id: 7 }, body: {} }, headers);
  expect(outcome).toEqual({ ok: true, answer: { status: 'toArrive' } });
  expect(spy).toHaveBeenCalledWith(
    expect.objectContaining({ method: 'POST', url: '/api/dispatch/service/7/claim', headers, silent: true }),
  );
});

test('a photo goes as multipart to the upload entry', async () => {
  const spy = jest.spyOn(root, 'request').mockResolvedValue({ data: { code: 0, msg: '', data: { id: 3 } } });
  const file = new Blob(['x'], { type: 'image/jpeg' });
  await sendCall({ route: 'fileUpload', file, fileName: 'a.jpg' }, headers);
  const sent = spy.mock.calls[0][0];
  expect(sent).toMatchObject({ method: 'POST', url: '/file/upload' });
  expect(sent.data).toBeInstanceOf(FormData);
  expect((sent.data as FormData).get('file')).toBeTruthy();
});

test('a call queued by an earlier release (its method and URL) is still sent where it said', async () => {
  const spy = jest.spyOn(root, 'request').mockResolvedValue({ data: { code: 0, msg: '', data: { id: 3 } } });
  await sendCall({ method: 'POST', base: 'api', url: '/dispatch/service/7/claim', body: {} }, headers);
  expect(spy.mock.calls[0][0]).toMatchObject({
    method: 'POST',
    url: '/api/dispatch/service/7/claim',
    headers,
  });
  await sendCall({ method: 'POST', base: 'file', url: '/upload', file: new Blob(['x']) }, headers);
  expect(spy.mock.calls[1][0]).toMatchObject({ method: 'POST', url: '/file/upload' });
  expect(spy.mock.calls[1][0].data).toBeInstanceOf(FormData);
});

test.each([
  [new ApiError('工单已改派', 400, 400), { ok: false, refused: true, message: '工单已改派' }],
  [new ApiError('forbidden', 403, 403), { ok: false, refused: true, message: 'forbidden' }],
  [new ApiError('still running', 409, 409), { ok: false, refused: false }],
  [new ApiError('请求失败，请检查网络是否已连接', null, null), { ok: false, refused: false }],
  [new ApiError('server', 500, 500), { ok: false, refused: false }],
  [new ApiError('expired', 401, 401), { ok: false, refused: false }],
])(
  '%s: a 4xx refusal is kept with its message; no answer, 409, 401 and 5xx are tried again',
  async (error, outcome) => {
    jest.spyOn(root, 'request').mockRejectedValue(error);
    expect(await sendCall({ route: 'stepArrive', params: { id: 9 } }, headers)).toEqual(outcome);
  },
);

test("a refusal is read as an answer, so the server's own words are kept (a 404's too); 401 stays an error", async () => {
  const spy = jest
    .spyOn(root, 'request')
    .mockResolvedValue({ status: 404, data: { code: 404, msg: '记录不存在', data: null } });
  expect(await sendCall({ route: 'stepArrive', params: { id: 9 } }, headers)).toEqual({
    ok: false,
    refused: true,
    message: '记录不存在',
  });
  const accepts = spy.mock.calls[0][0].validateStatus!;
  expect([200, 400, 404, 422].map(accepts)).toEqual([true, true, true, true]);
  expect([401, 500, 503].map(accepts)).toEqual([false, false, false]);
});
