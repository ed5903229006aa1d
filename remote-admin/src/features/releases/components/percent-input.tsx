import { Flex, InputNumber, Slider } from 'antd';

interface PercentInputProps {
  id?: string;
  value?: number | null;
  onChange?: (value: number) => void;
  /** Names the slider for assistive technology (the number box is named by the form label). */
  sliderLabel: string;
}

const MARKS = { 0: '0%', 25: '25%', 50: '50%', 75: '75%', 100: '100%' };

/** A 0..100 slider with a number box beside it, both editing the same value. */
export function PercentInput({ id, value, onChange, sliderLabel }: PercentInputProps) {
  const current = value ?? 0;
  return (
    <Flex align="start" gap={16}>
      <Slider
        min={0}
        max={100}
        step={1}
        marks={MARKS}
        value={current}
        onChange={(next) => onChange?.(next)}
        tooltip={{ formatter: (v) => `${v ?? 0}%` }}
        // Room for the marks below the rail, so that they do not run into the field's hint.
        style={{ flex: 1, margin: '10px 12px 28px' }}
        aria-label={sliderLabel}
      />
      <InputNumber
        id={id}
        min={0}
        max={100}
        precision={0}
        value={current}
        onChange={(next) => onChange?.(typeof next === 'number' ? next : 0)}
        suffix="%"
        style={{ width: 100 }}
      />
    </Flex>
  );
}
