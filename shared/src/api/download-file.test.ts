import { routes } from '@portal/contract';
import { stubApi, type StubbedRequest } from '../testing/api';
import { downloadFile, fileNameFromDisposition } from './download-file';

describe('fileNameFromDisposition', () => {
  it.each([
    ['attachment; filename="orders.xlsx"; filename*=UTF-8\'\'%E5%B7%A5%E5%8D%95.xlsx', '工单.xlsx'],
    ['attachment; filename="orders 2024.xlsx"', 'orders 2024.xlsx'],
    ['attachment; filename="plain.xlsx"; filename*=UTF-8\'\'%E5%B7%A5%ZZ.xlsx', 'plain.xlsx'],
    ['attachment', 'fallback.xlsx'],
    [undefined, 'fallback.xlsx'],
  ])('%s -> %s', (header, expected) => {
    expect(fileNameFromDisposition(header, 'fallback.xlsx')).toBe(expected);
  });
});

test('downloadFile GETs a blob with the params and saves it under the name the server gave', async () => {
  const blob = new Blob(['x']);
  const sent: StubbedRequest[] = [];
  const restore = stubApi((request) => {
    sent.push(request);
    return {
      status: 200,
      statusText: '',
      config: request.config,
      data: blob,
      headers: { 'content-disposition': "attachment; filename*=UTF-8''%E5%B7%A5%E5%8D%95.xlsx" },
    };
  });
  URL.createObjectURL = jest.fn(() => 'blob:1');
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    expect([this.href, this.download]).toEqual(['blob:1', '工单.xlsx']);
  });

  try {
    await expect(downloadFile(routes.settlementExport, { query: { status: 'a' } }, 'x.xlsx')).resolves.toBe(
      '工单.xlsx',
    );
  } finally {
    restore();
  }
  expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual([
    'GET /api/customer/settlement/export',
  ]);
  expect(sent[0].config.params).toEqual({ status: 'a' });
  expect(sent[0].config.responseType).toBe('blob');
  expect(URL.createObjectURL).toHaveBeenCalledWith(blob);
  expect(click).toHaveBeenCalledTimes(1);
  expect(document.querySelector('a')).toBeNull();
});
