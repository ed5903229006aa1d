import { Space } from 'antd';
import dayjs from 'dayjs';
import { useState, type CSSProperties } from 'react';
import { DatePickerWithShortcuts, DATE_FORMAT } from './date-picker-with-shortcuts';
import { TimeSelect } from './time-select';

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

interface Draft {
  date: string | null;
  time: string | null;
}

/** Splits 'YYYY-MM-DD HH:mm:ss' into its day and 'HH:mm'. */
export function splitAppointment(value: string | null | undefined): Draft {
  const parsed = value ? dayjs(value) : null;
  if (!parsed?.isValid()) return { date: null, time: null };
  return { date: parsed.format(DATE_FORMAT), time: parsed.format('HH:mm') };
}

/** Joins a day and an 'HH:mm' time into 'YYYY-MM-DD HH:mm:ss' (seconds always 00). */
export function joinAppointment(date: string | null, time: string | null): string | null {
  return date && time ? `${date} ${time}:00` : null;
}

export interface AppointmentPickerProps {
  /** 'YYYY-MM-DD HH:mm:ss' */
  value?: string | null;
  /** Gets 'YYYY-MM-DD HH:mm:ss' once both a day and a time are chosen, null when either is cleared. */
  onChange?: (value: string | null) => void;
  disabled?: boolean;
  /** Time options, as for TimeSelect (minutes since midnight). */
  start?: number;
  end?: number;
  step?: number;
  style?: CSSProperties;
  className?: string;
}

export function AppointmentPicker({
  value,
  onChange,
  disabled,
  start,
  end,
  step,
  style,
  className,
}: AppointmentPickerProps) {
  const [draft, setDraft] = useState<Draft>(() => splitAppointment(value));
  const [emitted, setEmitted] = useState<string | null>(value ?? null);
  const [previousValue, setPreviousValue] = useState(value);
  // A new value from outside replaces the half-filled day/time; an echo of what was just emitted
  // keeps it, so clearing the time leaves the day.
  if (value !== previousValue) {
    setPreviousValue(value);
    if ((value ?? null) !== emitted) {
      setDraft(splitAppointment(value));
      setEmitted(value ?? null);
    }
  }

  const update = (next: Draft) => {
    setDraft(next);
    const joined = joinAppointment(next.date, next.time);
    if (joined === emitted) return;
    setEmitted(joined);
    onChange?.(joined);
  };

  return (
    <Space.Compact style={style} className={className}>
      {/* Fixed widths: in a narrow form column Space.Compact would squeeze the day to "2026-10-". */}
      <DatePickerWithShortcuts
        value={draft.date}
        disabled={disabled}
        style={{ width: 150, flex: 'none' }}
        onChange={(date) => update({ ...draft, date })}
      />
      <TimeSelect
        value={draft.time}
        disabled={disabled}
        start={start}
        end={end}
        step={step}
        style={{ width: 110, flex: 'none' }}
        onChange={(time) => update({ ...draft, time })}
      />
    </Space.Compact>
  );
}
