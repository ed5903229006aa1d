import { DatePicker, type DatePickerProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { WIDGETS_NS } from './locales';

export const DATE_FORMAT = 'YYYY-MM-DD';

export type DateShortcut = 'today' | 'tomorrow' | 'oneWeekLater';
export const DATE_SHORTCUTS: readonly DateShortcut[] = ['today', 'tomorrow', 'oneWeekLater'];

const SHORTCUT_DAYS: Record<DateShortcut, number> = { today: 0, tomorrow: 1, oneWeekLater: 7 };

/** The day a shortcut stands for, at 00:00 of that day. */
export function shortcutDate(shortcut: DateShortcut, now: Dayjs = dayjs()): Dayjs {
  return now.startOf('day').add(SHORTCUT_DAYS[shortcut], 'day');
}

/** 'YYYY-MM-DD' (or any string dayjs parses) to a Dayjs; null for empty or invalid input. */
export function parseDate(value: string | null | undefined): Dayjs | null {
  if (!value) return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : null;
}

export interface DatePickerWithShortcutsProps extends Omit<
  DatePickerProps<Dayjs, false>,
  'value' | 'onChange' | 'presets' | 'picker' | 'showTime' | 'multiple' | 'defaultValue'
> {
  /** The chosen day as 'YYYY-MM-DD'. */
  value?: string | null;
  /** Gets 'YYYY-MM-DD', or null when cleared. */
  onChange?: (value: string | null) => void;
}

/** A day picker with 今天 / 明天 / 一周后 presets; the day can only be picked, not typed. */
export function DatePickerWithShortcuts({
  value,
  onChange,
  placeholder,
  ...rest
}: DatePickerWithShortcutsProps) {
  const { t } = useTranslation(WIDGETS_NS);
  const presets = useMemo(
    // Functions, so a page left open past midnight still offers the right days.
    () =>
      DATE_SHORTCUTS.map((shortcut) => ({
        label: t(`datePicker.${shortcut}`),
        value: () => shortcutDate(shortcut),
      })),
    [t],
  );
  return (
    <DatePicker
      {...rest}
      format={DATE_FORMAT}
      inputReadOnly
      presets={presets}
      placeholder={placeholder ?? t('datePicker.placeholder')}
      value={value === undefined ? undefined : parseDate(value)}
      onChange={(date) => onChange?.(date ? date.format(DATE_FORMAT) : null)}
    />
  );
}
