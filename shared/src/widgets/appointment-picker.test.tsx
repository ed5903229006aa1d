import { act, fireEvent, render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { AppointmentPicker, joinAppointment, splitAppointment } from './appointment-picker';

describe('appointment value', () => {
  it('splits and joins YYYY-MM-DD HH:mm:ss', () => {
    expect(splitAppointment('2024-05-06 09:30:00')).toEqual({ date: '2024-05-06', time: '09:30' });
    expect(splitAppointment(null)).toEqual({ date: null, time: null });
    expect(splitAppointment('garbage')).toEqual({ date: null, time: null });
    expect(joinAppointment('2024-05-06', '09:30')).toBe('2024-05-06 09:30:00');
    expect(joinAppointment('2024-05-06', null)).toBeNull();
    expect(joinAppointment(null, '09:30')).toBeNull();
  });
});

const openSelect = (element: Element) =>
  fireEvent.mouseDown(element.querySelector('.ant-select')!.firstElementChild!);

describe('AppointmentPicker', () => {
  it('shows the day and time of its value', () => {
    render(<AppointmentPicker value="2024-05-06 09:30:00" />);
    expect(screen.getByDisplayValue('2024-05-06')).toBeTruthy();
    expect(screen.getByTitle('09:30')).toBeTruthy();
  });

  it('reports YYYY-MM-DD HH:mm:ss once both day and time are chosen', async () => {
    const onChange = jest.fn();
    const { container } = render(<AppointmentPicker onChange={onChange} />);
    fireEvent.mouseDown(screen.getByPlaceholderText('请选择日期'));
    fireEvent.click(screen.getByPlaceholderText('请选择日期'));
    fireEvent.click(screen.getByText('明天'));
    expect(onChange).not.toHaveBeenCalled();

    openSelect(container);
    fireEvent.click(await screen.findByTitle('00:30'));
    const tomorrow = dayjs().add(1, 'day').format('YYYY-MM-DD');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(`${tomorrow} 00:30:00`);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  });

  it('follows a controlled value and reports null when the time is cleared', () => {
    const seen: (string | null)[] = [];
    function Form() {
      const [value, setValue] = useState<string | null>('2024-05-06 09:30:00');
      return (
        <>
          <AppointmentPicker
            value={value}
            onChange={(next) => {
              seen.push(next);
              setValue(next);
            }}
          />
          <button onClick={() => setValue('2024-06-01 18:00:00')}>outside</button>
        </>
      );
    }
    const { container } = render(<Form />);
    fireEvent.click(screen.getByText('outside'));
    expect(screen.getByDisplayValue('2024-06-01')).toBeTruthy();
    expect(screen.getByTitle('18:00')).toBeTruthy();

    const clear = container.querySelector('.ant-select .ant-select-clear');
    expect(clear).not.toBeNull();
    fireEvent.mouseDown(clear!);
    fireEvent.click(clear!);
    expect(seen).toEqual([null]);
    expect(screen.getByDisplayValue('2024-06-01')).toBeTruthy();
  });
});
