import { fireEvent, render, screen } from '@testing-library/react';
import { TimeSelect, timeOptions } from './time-select';

describe('timeOptions', () => {
  it('defaults to 00:00 .. 23:30 every 30 minutes', () => {
    const times = timeOptions();
    expect(times).toHaveLength(48);
    expect(times[0]).toBe('00:00');
    expect(times[1]).toBe('00:30');
    expect(times[47]).toBe('23:30');
    expect(new Set(times).size).toBe(48);
  });

  it('takes start, end (inclusive) and step in minutes', () => {
    expect(timeOptions(8 * 60, 10 * 60, 60)).toEqual(['08:00', '09:00', '10:00']);
    expect(timeOptions(9 * 60, 10 * 60, 25)).toEqual(['09:00', '09:25', '09:50']);
    expect(timeOptions(0, 24 * 60, 15).at(-1)).toBe('23:45');
  });

  it('gives nothing for a non-positive step or an empty span', () => {
    expect(timeOptions(0, 60, 0)).toEqual([]);
    expect(timeOptions(0, 60, -30)).toEqual([]);
    expect(timeOptions(120, 60, 30)).toEqual([]);
  });
});

describe('TimeSelect', () => {
  it('lists the default 48 times and reports the picked one as HH:mm', () => {
    const onChange = jest.fn();
    const { baseElement } = render(<TimeSelect open virtual={false} onChange={onChange} />);
    const options = baseElement.querySelectorAll('.ant-select-item-option');
    expect(options).toHaveLength(48);
    expect(options[0].textContent).toBe('00:00');
    expect(options[47].textContent).toBe('23:30');
    fireEvent.click(screen.getByTitle('09:30'));
    expect(onChange).toHaveBeenCalledWith('09:30');
  });

  it('shows the value and a translated placeholder', () => {
    const { rerender } = render(<TimeSelect />);
    expect(screen.getByText('请选择时间')).toBeTruthy();
    rerender(<TimeSelect value="14:00" />);
    expect(screen.getByTitle('14:00')).toBeTruthy();
    rerender(<TimeSelect value={null} />);
    expect(screen.queryByTitle('14:00')).toBeNull();
    expect(screen.getByText('请选择时间')).toBeTruthy();
  });

  it('honours start, end and step', () => {
    const { baseElement } = render(
      <TimeSelect open virtual={false} start={9 * 60} end={12 * 60} step={60} />,
    );
    const labels = [...baseElement.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
    expect(labels).toEqual(['09:00', '10:00', '11:00', '12:00']);
  });
});
