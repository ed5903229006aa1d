import dayjs from 'dayjs';
import { toDispatchFilters } from './to-dispatch-filters';

test('texts are trimmed and empty values are left out', () => {
  expect(
    toDispatchFilters({
      projectName: '  空调维保 ',
      repairUserName: '   ',
      engineerName: undefined,
      serviceNo: 'SN001',
    }),
  ).toEqual({ projectName: '空调维保', serviceNo: 'SN001' });
});

test('each range becomes a start/end pair formatted YYYY-MM-DD HH:mm:ss', () => {
  expect(
    toDispatchFilters({
      appointmentTime: [dayjs('2024-05-01T00:00:00'), dayjs('2024-05-03T23:59:59')],
      arriveTime: [dayjs('2024-05-02T08:30:15'), dayjs('2024-05-02T18:00:00')],
      createTime: [dayjs('2024-04-01T00:00:00'), null],
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
  expect(toDispatchFilters({})).toEqual({});
});
