import {
  DEFAULT_STATE,
  exportParams,
  pageParams,
  parseOrderQuery,
  serializeOrderQuery,
  type OrderQueryState,
} from './url-state';

test('an empty query is the default state, and the default state serializes to nothing', () => {
  expect(parseOrderQuery('')).toEqual(DEFAULT_STATE);
  expect(DEFAULT_STATE).toEqual({ tab: 'pendingDispatch', filters: {}, current: 1, size: 10 });
  expect(serializeOrderQuery(DEFAULT_STATE).toString()).toBe('');
});

test('every filter, the tab, the sort and the page survive a round trip through the URL', () => {
  const state: OrderQueryState = {
    tab: 'toArrive',
    filters: {
      projectName: '华东产线',
      serviceContent: '设备维修',
      serviceNo: 'SO2024',
      creators: '张客户',
      repairUserName: '张江一号工厂',
      repairUserAddress: '浦东新区',
      repairNo: 'R-1',
      engineerName: '赵工程师',
      engineerCompanyName: '服务一部',
      appointment: { start: '2024-06-01 00:00:00', end: '2024-06-30 23:59:59' },
      create: { start: '2024-05-01 00:00:00' },
      dispatch: { end: '2024-05-31 23:59:59' },
      arrive: { start: '2024-05-02 00:00:00', end: '2024-05-03 23:59:59' },
      completion: { start: '2024-05-04 00:00:00', end: '2024-05-05 23:59:59' },
      acceptance: { start: '2024-05-06 00:00:00', end: '2024-05-07 23:59:59' },
      income: { start: '2024-05-08 00:00:00', end: '2024-05-09 23:59:59' },
      trackRecord: { start: '2024-05-10 00:00:00', end: '2024-05-11 23:59:59' },
    },
    sortBy: 'appointmentTime',
    sortOrder: 'asc',
    current: 3,
    size: 50,
  };
  const search = serializeOrderQuery(state).toString();
  expect(parseOrderQuery(search)).toEqual(state);
  expect(parseOrderQuery(`?${search}`)).toEqual(state);
  const params = new URLSearchParams(search);
  expect(params.get('appointmentStart')).toBe('2024-06-01 00:00:00');
  expect(params.get('appointmentEnd')).toBe('2024-06-30 23:59:59');
  expect(params.has('createEnd')).toBe(false);
  expect(params.get('current')).toBe('3');
});

test('defaults are left out of the URL; blank filters are dropped', () => {
  const search = serializeOrderQuery({
    ...DEFAULT_STATE,
    filters: { serviceNo: '  ', projectName: ' 网络 ', create: {} },
  }).toString();
  expect(search).toBe(`projectName=${encodeURIComponent('网络')}`);
});

test('malformed or unknown values fall back to their defaults', () => {
  const state = parseOrderQuery(
    '?tab=income&size=15&current=-2&sortBy=fault&sortOrder=up&createStart=yesterday&createEnd=2024-01-02%2023:59:59&colour=red',
  );
  expect(state).toEqual({
    tab: 'pendingDispatch',
    filters: { create: { end: '2024-01-02 23:59:59' } },
    current: 1,
    size: 10,
  });
  expect(parseOrderQuery('?sortBy=serviceNo').sortOrder).toBe('desc');
  expect(parseOrderQuery('?size=200').size).toBe(200);
  expect(parseOrderQuery('?tab=total').tab).toBe('total');
});

test('page and export parameters carry the status of the tab and the sort; export has no paging', () => {
  const state = parseOrderQuery(
    '?tab=toArrive&serviceNo=SO1&sortBy=createTime&sortOrder=asc&current=2&size=20',
  );
  expect(pageParams(state)).toEqual({
    serviceNo: 'SO1',
    status: 'toArrive',
    sortBy: 'createTime',
    sortOrder: 'asc',
    current: 2,
    size: 20,
  });
  expect(exportParams(state)).toEqual({
    serviceNo: 'SO1',
    status: 'toArrive',
    sortBy: 'createTime',
    sortOrder: 'asc',
  });
});
