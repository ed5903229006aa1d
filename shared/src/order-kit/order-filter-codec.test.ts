import dayjs from 'dayjs';
import { ORDER_FILTER_TEXT_MAX } from '@portal/contract/order-query';
import { toRangeParams } from '../widgets/date-time-range-filter';
import { orderFilterCodec, type OrderFilterValues, type OrderListFilters } from './order-filter-codec';

const every: OrderListFilters = {
  projectName: '华东产线',
  serviceContent: '设备维修',
  serviceNo: 'SO2024',
  creators: '张客户',
  repairUserName: '张江一号工厂',
  repairUserAddress: '浦东新区',
  repairNo: 'R-1',
  engineerName: '赵工程师',
  engineerCompanyName: '服务一部',
  appointmentStart: '2024-06-01 00:00:00',
  appointmentEnd: '2024-06-30 23:59:59',
  createStart: '2024-05-01 00:00:00',
  dispatchEnd: '2024-05-31 23:59:59',
  arriveStart: '2024-05-02 00:00:00',
  completionEnd: '2024-05-05 23:59:59',
  acceptanceStart: '2024-05-06 00:00:00',
  incomeEnd: '2024-05-09 23:59:59',
  trackRecordStart: '2024-05-10 00:00:00',
  sortBy: 'appointmentTime',
  sortOrder: 'asc',
};

describe('URL <-> filters', () => {
  test('every filter and the sort survive a round trip through the URL', () => {
    const search = new URLSearchParams(orderFilterCodec.serialize(every)).toString();
    expect(orderFilterCodec.parse(new URLSearchParams(search))).toEqual(every);
    const params = new URLSearchParams(search);
    expect(params.get('appointmentStart')).toBe('2024-06-01 00:00:00');
    expect(params.has('createEnd')).toBe(false);
  });

  test('an empty query holds no filters, and no filters write nothing', () => {
    expect(orderFilterCodec.parse(new URLSearchParams(''))).toEqual({});
    expect(orderFilterCodec.serialize({})).toEqual({});
  });

  test('blank values are left out; text is trimmed', () => {
    expect(
      orderFilterCodec.parse(new URLSearchParams('serviceNo=%20%20&projectName=%20网络%20&createStart=')),
    ).toEqual({ projectName: '网络' });
    expect(orderFilterCodec.serialize({ serviceNo: '  ', projectName: ' 网络 ', createStart: '' })).toEqual({
      projectName: '网络',
    });
  });

  test('bad values from a hand-edited URL are dropped, never sent', () => {
    const parsed = orderFilterCodec.parse(
      new URLSearchParams(
        [
          'createStart=yesterday',
          'createEnd=2024-01-02%2023:59:59',
          'arriveStart=2024-02-30%2000:00:00',
          'arriveEnd=2024-13-01%2000:00:00',
          'dispatchStart=2024-01-02',
          'sortBy=fault',
          'sortOrder=up',
          'colour=red',
          'status=toArrive',
        ].join('&'),
      ),
    );
    expect(parsed).toEqual({ createEnd: '2024-01-02 23:59:59' });
  });

  test('a sort without a known order sorts newest first; a sort order alone is nothing', () => {
    expect(orderFilterCodec.parse(new URLSearchParams('sortBy=serviceNo'))).toEqual({
      sortBy: 'serviceNo',
      sortOrder: 'desc',
    });
    expect(orderFilterCodec.parse(new URLSearchParams('sortOrder=asc'))).toEqual({});
  });

  test('overlong text is cut to what the server takes', () => {
    const long = 'x'.repeat(ORDER_FILTER_TEXT_MAX + 20);
    expect(orderFilterCodec.parse(new URLSearchParams({ projectName: long })).projectName).toHaveLength(
      ORDER_FILTER_TEXT_MAX,
    );
  });
});

describe('filters -> the query sent', () => {
  test('the query is the filters cleaned: blanks and malformed times out, the sort with its order', () => {
    expect(
      orderFilterCodec.query({
        serviceNo: ' SO1 ',
        projectName: ' ',
        createStart: 'soon',
        createEnd: '2024-01-02 23:59:59',
        sortBy: 'createTime',
      }),
    ).toEqual({
      serviceNo: 'SO1',
      createEnd: '2024-01-02 23:59:59',
      sortBy: 'createTime',
      sortOrder: 'desc',
    });
  });
});

describe('form values <-> filters', () => {
  test('texts are trimmed and empty values are left out', () => {
    expect(
      orderFilterCodec.fromForm({
        projectName: '  空调维保 ',
        repairUserName: '   ',
        engineerName: undefined,
        serviceNo: 'SN001',
      }),
    ).toEqual({ projectName: '空调维保', serviceNo: 'SN001' });
  });

  test('each range becomes a start/end pair formatted YYYY-MM-DD HH:mm:ss', () => {
    expect(
      orderFilterCodec.fromForm({
        appointment: toRangeParams([dayjs('2024-05-01T00:00:00'), dayjs('2024-05-03T23:59:59')], true),
        arrive: toRangeParams([dayjs('2024-05-02T08:30:15'), dayjs('2024-05-02T18:00:00')], true),
        create: toRangeParams([dayjs('2024-04-01T00:00:00'), null], true),
      }),
    ).toEqual({
      appointmentStart: '2024-05-01 00:00:00',
      appointmentEnd: '2024-05-03 23:59:59',
      arriveStart: '2024-05-02 08:30:15',
      arriveEnd: '2024-05-02 18:00:00',
      createStart: '2024-04-01 00:00:00',
    });
  });

  test('no values, no filters', () => {
    expect(orderFilterCodec.fromForm({})).toEqual({});
    expect(orderFilterCodec.toForm({})).toEqual({});
  });

  test('filters shown in a form and searched again are the same filters (the sort is not the form’s)', () => {
    const values: OrderFilterValues = orderFilterCodec.toForm(every);
    expect(values.appointment).toEqual({ start: '2024-06-01 00:00:00', end: '2024-06-30 23:59:59' });
    expect(values.create).toEqual({ start: '2024-05-01 00:00:00' });
    expect(values).not.toHaveProperty('sortBy');
    const { sortBy: _sortBy, sortOrder: _sortOrder, ...filters } = every;
    expect(orderFilterCodec.fromForm(values)).toEqual(filters);
  });

  test('whether any of some filters is set', () => {
    expect(orderFilterCodec.hasAny({ arriveEnd: '2024-01-02 23:59:59' }, ['serviceNo', 'arrive'])).toBe(true);
    expect(orderFilterCodec.hasAny({ serviceNo: ' ', arriveEnd: 'later' }, ['serviceNo', 'arrive'])).toBe(
      false,
    );
    expect(orderFilterCodec.hasAny({ projectName: 'P' }, ['serviceNo'])).toBe(false);
  });
});
