import { Input, type GetProps } from 'antd';

export type SearchBoxProps = Pick<GetProps<typeof Input.Search>, 'size' | 'style'> & {
  /** The placeholder, and the box's accessible name. */
  label: string;
  value: string;
  onChange(value: string): void;
};

/** A clearable search box whose placeholder names it. */
export function SearchBox({ label, value, onChange, ...props }: SearchBoxProps) {
  return (
    <Input.Search
      {...props}
      allowClear
      placeholder={label}
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
