import { DatePicker, type GetProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT } from './appointment-picker';
import { WIDGETS_NS } from './locales';

/** A filter's start/end as 'YYYY-MM-DD HH:mm:ss'; a missing end of the range is left out. */
type RangePickerProps = GetProps<typeof DatePicker.RangePicker>;

export interface RangeParams {
  start?: string;
  end?: string;
}

export type DateRange = [Dayjs | null | undefined, Dayjs | null | undefined] | null | undefined;

/**
 * Turns a picked range into query parameters. The start day begins at 00:00:00 and the end day ends
 * at 23:59:59 unless `keepTime` is set (when the user picked the times too).
 */
export function toRangeParams(range: DateRange, keepTime = false): RangeParams {
  const [from, to] = range ?? [];
  const params: RangeParams = {};
  if (from) params.start = (keepTime ? from : from.startOf('day')).format(DATE_TIME_FORMAT);
  if (to) params.end = (keepTime ? to : to.endOf('day')).format(DATE_TIME_FORMAT);
  return params;
}

/** The reverse of toRangeParams, for showing a value in the picker. */
export function fromRangeParams(params: RangeParams | null | undefined): [Dayjs | null, Dayjs | null] | null {
  const from = params?.start ? dayjs(params.start) : null;
  const to = params?.end ? dayjs(params.end) : null;
  if (!from?.isValid() && !to?.isValid()) return null;
  return [from?.isValid() ? from : null, to?.isValid() ? to : null];
}

export interface DateTimeRangeFilterProps extends Omit<
  RangePickerProps,
  'value' | 'onChange' | 'showTime' | 'picker' | 'defaultValue' | 'presets'
> {
  value?: RangeParams | null;
  /** Gets the range as params; `{}` when cleared. */
  onChange?: (value: RangeParams) => void;
  /** Let the user pick times as well; they open at 00:00:00 and 23:59:59. */
  showTime?: boolean;
}

export function DateTimeRangeFilter({
  value,
  onChange,
  showTime = false,
  placeholder,
  ...rest
}: DateTimeRangeFilterProps) {
  const { t } = useTranslation(WIDGETS_NS);
  const timeConfig = useMemo(
    () => (showTime ? { defaultOpenValue: [dayjs().startOf('day'), dayjs().endOf('day')] } : undefined),
    [showTime],
  );
  return (
    <DatePicker.RangePicker
      inputReadOnly
      {...rest}
      showTime={timeConfig}
      format={showTime ? DATE_TIME_FORMAT : 'YYYY-MM-DD'}
      placeholder={placeholder ?? [t('rangeFilter.start'), t('rangeFilter.end')]}
      value={value === undefined ? undefined : fromRangeParams(value)}
      onChange={(dates) => onChange?.(toRangeParams(dates, showTime))}
    />
  );
}
