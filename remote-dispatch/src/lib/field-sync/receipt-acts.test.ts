import { addressOf, resolveCall, type StoredCall } from '@portal/shared/field';
import { lackReceiptAct, receiptDeleteAct, receiptFileAct, trackingRecordAct } from './receipt-acts';

const file = new Blob(['jpeg'], { type: 'image/jpeg' });

/** Where a queued call goes and what it carries, as the replay sends it. */
function sent(call: StoredCall) {
  if (!('route' in call)) throw new Error('acts are queued by route name');
  const { route: _route, params: _params, ...parts } = call;
  return { ...addressOf(call), ...parts };
}

test('a photo is its upload, then its receipt under the template with the uploaded file', () => {
  const act = receiptFileAct({ serviceId: 5, templateId: 2, file, fileName: 'a.jpg' });
  expect(act).toMatchObject({ serviceId: 5, templateId: 2, label: 'receipt.photoAct', detail: 'a.jpg' });
  expect(act.calls).toHaveLength(2);
  expect(sent(act.calls[0])).toEqual({ method: 'POST', url: '/file/upload', file, fileName: 'a.jpg' });
  expect(sent(resolveCall(act.calls[1], [{ id: 41 }]))).toEqual({
    method: 'POST',
    url: '/api/dispatch/service/add/dispatchReceipt',
    body: { serviceId: 5, templateId: 2, fileId: 41 },
    from: undefined,
  });
});

test('a signature is also watermarked with the receipt it became', () => {
  const act = receiptFileAct({ serviceId: 5, templateId: 2, file, fileName: 's.png', signature: true });
  expect(act.label).toBe('receipt.signatureAct');
  expect(act.calls.map((c) => sent(c).url)).toEqual([
    '/file/upload',
    '/api/dispatch/service/add/dispatchReceipt',
    '/api/dispatch/service/add/watermark',
  ]);
  expect(resolveCall(act.calls[2], [{ id: 41 }, { id: 90 }]).body).toEqual({ receiptId: 90 });
});

test('the lack-receipt note is one PUT with its text', () => {
  const act = lackReceiptAct(5, '客户未签字');
  expect(act).toMatchObject({ serviceId: 5, label: 'receipt.lackAct', detail: '客户未签字' });
  expect(act.calls.map(sent)).toEqual([
    {
      method: 'PUT',
      url: '/api/sys/dispatch/receipt/lackReceipt',
      body: { serviceId: 5, lackReceipt: '客户未签字' },
    },
  ]);
});

test('a tracking record is one POST with its text', () => {
  const act = trackingRecordAct(5, '已更换主板');
  expect(act).toMatchObject({ serviceId: 5, label: 'tracking.recordAct', detail: '已更换主板' });
  expect(act.calls.map(sent)).toEqual([
    {
      method: 'POST',
      url: '/api/customer/dispatch/track/record',
      body: { serviceId: 5, content: '已更换主板' },
    },
  ]);
});

test('a receipt delete names the receipt, so the page hides it while the delete waits', () => {
  const act = receiptDeleteAct(5, { id: 31, name: 'a.jpg' });
  expect(act).toMatchObject({ serviceId: 5, receiptId: 31, label: 'receipt.deleteAct', detail: 'a.jpg' });
  expect(act.calls.map(sent)).toEqual([
    { method: 'POST', url: '/api/dispatch/service/delete/dispatchReceipt/31' },
  ]);
});
