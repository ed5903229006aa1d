import { Select, type SelectProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { WIDGETS_NS } from './locales';

const LAST_MINUTE = 23 * 60 + 59;

const pad = (n: number): string => String(n).padStart(2, '0');

/** Minutes since midnight as 'HH:mm'. */
export const formatMinutes = (minutes: number): string =>
  `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/**
 * Times of day as 'HH:mm' from `start` to `end` inclusive (minutes since midnight), every
 * `stepMinutes`. The default is 00:00 to 23:30 every 30 minutes (48 entries).
 */
export function timeOptions(start = 0, end = 23 * 60 + 30, stepMinutes = 30): string[] {
  if (!(stepMinutes > 0)) return [];
  const times: string[] = [];
  for (let m = Math.max(0, Math.ceil(start)); m <= Math.min(end, LAST_MINUTE); m += stepMinutes) {
    times.push(formatMinutes(m));
  }
  return times;
}

export interface TimeSelectProps extends Omit<
  SelectProps<string>,
  'value' | 'onChange' | 'options' | 'mode' | 'placeholder' | 'disabled'
> {
  /** 'HH:mm' */
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** First time in minutes since midnight (default 0 = 00:00). */
  start?: number;
  /** Last time in minutes since midnight, inclusive (default 1410 = 23:30). */
  end?: number;
  /** Minutes between options (default 30). */
  step?: number;
  disabled?: boolean;
  placeholder?: string;
}

export function TimeSelect({
  value,
  onChange,
  start,
  end,
  step,
  disabled,
  placeholder,
  ...rest
}: TimeSelectProps) {
  const { t } = useTranslation(WIDGETS_NS);
  const options = useMemo(
    () => timeOptions(start, end, step).map((time) => ({ value: time, label: time })),
    [start, end, step],
  );
  return (
    <Select<string>
      allowClear
      showSearch
      {...rest}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={options}
      disabled={disabled}
      placeholder={placeholder ?? t('timeSelect.placeholder')}
    />
  );
}
