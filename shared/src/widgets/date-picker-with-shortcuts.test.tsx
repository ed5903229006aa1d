import { fireEvent, render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { DatePickerWithShortcuts, shortcutDate, type DateShortcut } from './date-picker-with-shortcuts';

describe('shortcutDate', () => {
  it.each<[string, DateShortcut, string]>([
    ['2024-02-28 15:20:00', 'today', '2024-02-28 00:00:00'],
    ['2024-02-28 15:20:00', 'tomorrow', '2024-02-29 00:00:00'],
    ['2024-02-28 15:20:00', 'oneWeekLater', '2024-03-06 00:00:00'],
    ['2024-12-31 23:59:59', 'tomorrow', '2025-01-01 00:00:00'],
    ['2024-12-31 00:00:00', 'oneWeekLater', '2025-01-07 00:00:00'],
  ])('from %s, %s is %s', (now, shortcut, expected) => {
    expect(shortcutDate(shortcut, dayjs(now)).format('YYYY-MM-DD HH:mm:ss')).toBe(expected);
  });
});

describe('DatePickerWithShortcuts', () => {
  const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

  it.each([
    ['今天', 0],
    ['明天', 1],
    ['一周后', 7],
  ])('the %s preset gives that day as YYYY-MM-DD', (label, offset) => {
    const onChange = jest.fn();
    render(<DatePickerWithShortcuts open onChange={onChange} />);
    fireEvent.click(screen.getByText(label));
    expect(onChange).toHaveBeenCalledWith(day(offset));
  });

  it('shows the picked day when used without a value prop, and clears when the value becomes null', () => {
    const { rerender } = render(<DatePickerWithShortcuts open />);
    fireEvent.click(screen.getByText('明天'));
    expect(screen.getByDisplayValue(day(1))).toBeTruthy();
    rerender(<DatePickerWithShortcuts value="2024-05-06" />);
    expect(screen.getByDisplayValue('2024-05-06')).toBeTruthy();
    rerender(<DatePickerWithShortcuts value={null} />);
    expect(screen.queryByDisplayValue('2024-05-06')).toBeNull();
  });

  it('cannot be typed into and shows its string value', () => {
    render(<DatePickerWithShortcuts value="2024-05-06" />);
    const input = screen.getByDisplayValue('2024-05-06') as HTMLInputElement;
    expect(input.readOnly).toBe(true);
  });

  it('gives null when cleared', () => {
    const onChange = jest.fn();
    const { container } = render(<DatePickerWithShortcuts value="2024-05-06" onChange={onChange} />);
    const clear = container.querySelector('.ant-picker-clear');
    expect(clear).not.toBeNull();
    fireEvent.mouseDown(clear!);
    fireEvent.mouseUp(clear!);
    fireEvent.click(clear!);
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('shows the presets in the current language', () => {
    render(<DatePickerWithShortcuts open />);
    expect(screen.getByText('今天')).toBeTruthy();
    expect(screen.getByText('明天')).toBeTruthy();
    expect(screen.getByText('一周后')).toBeTruthy();
    expect(screen.getByPlaceholderText('请选择日期')).toBeTruthy();
  });
});
