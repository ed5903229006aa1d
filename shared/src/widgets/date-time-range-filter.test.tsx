import { fireEvent, render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { DateTimeRangeFilter, fromRangeParams, toRangeParams } from './date-time-range-filter';

describe('toRangeParams', () => {
  it('starts the first day at 00:00:00 and ends the last at 23:59:59', () => {
    expect(toRangeParams([dayjs('2024-03-01 13:45:10'), dayjs('2024-03-05 08:00:00')])).toEqual({
      start: '2024-03-01 00:00:00',
      end: '2024-03-05 23:59:59',
    });
    expect(toRangeParams([dayjs('2024-02-29'), dayjs('2024-02-29')])).toEqual({
      start: '2024-02-29 00:00:00',
      end: '2024-02-29 23:59:59',
    });
  });

  it('keeps picked times when asked', () => {
    expect(toRangeParams([dayjs('2024-03-01 13:45:10'), dayjs('2024-03-05 08:00:00')], true)).toEqual({
      start: '2024-03-01 13:45:10',
      end: '2024-03-05 08:00:00',
    });
  });

  it('leaves out a missing end and gives {} for no range', () => {
    expect(toRangeParams(null)).toEqual({});
    expect(toRangeParams(undefined)).toEqual({});
    expect(toRangeParams([dayjs('2024-03-01'), null])).toEqual({ start: '2024-03-01 00:00:00' });
    expect(toRangeParams([null, dayjs('2024-03-01')])).toEqual({ end: '2024-03-01 23:59:59' });
  });

  it('reads params back', () => {
    const range = fromRangeParams({ start: '2024-03-01 00:00:00', end: '2024-03-05 23:59:59' });
    expect(range?.map((d) => d?.format('YYYY-MM-DD HH:mm:ss'))).toEqual([
      '2024-03-01 00:00:00',
      '2024-03-05 23:59:59',
    ]);
    expect(fromRangeParams({})).toBeNull();
    expect(fromRangeParams(null)).toBeNull();
  });
});

describe('DateTimeRangeFilter', () => {
  it('shows its value as days', () => {
    render(<DateTimeRangeFilter value={{ start: '2024-03-01 00:00:00', end: '2024-03-05 23:59:59' }} />);
    expect(screen.getByDisplayValue('2024-03-01')).toBeTruthy();
    expect(screen.getByDisplayValue('2024-03-05')).toBeTruthy();
  });

  it('reports a picked range with whole-day times', () => {
    const onChange = jest.fn();
    render(
      <DateTimeRangeFilter
        open
        defaultPickerValue={[dayjs('2024-03-01'), dayjs('2024-04-01')]}
        onChange={onChange}
      />,
    );
    fireEvent.click(screen.getAllByTitle('2024-03-10')[0]);
    fireEvent.click(screen.getAllByTitle('2024-04-02')[0]);
    expect(onChange).toHaveBeenCalledWith({ start: '2024-03-10 00:00:00', end: '2024-04-02 23:59:59' });
  });
});
