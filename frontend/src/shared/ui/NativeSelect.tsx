import type { CSSProperties } from 'react';
import './native-select.css';

export interface NativeSelectOption {
  readonly value: string;
  readonly label: string;
}

/**
 * A choice among a few options, drawn by the browser's own `<select>` in the product's look
 * (decision 0116): on a first screen it needs no script of its own, where antd's `Select` brings
 * its virtual list, motion and portal code (about 22 KiB gzip). A phone opens its own picker.
 * For a searchable or long list, a dialog's field, or a multiple choice, antd's `Select` stays.
 */
export function NativeSelect({
  ariaLabel,
  value,
  options,
  onChange,
  size = 'middle',
  style,
}: {
  ariaLabel: string;
  value: string;
  options: readonly NativeSelectOption[];
  onChange: (value: string) => void;
  size?: 'small' | 'middle';
  style?: CSSProperties;
}) {
  return (
    <select
      aria-label={ariaLabel}
      className={`native-select native-select--${size}`}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      style={style}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
