import { useId } from 'react';

interface QuantityFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  /** Why the action next to it is disabled, read with the field. */
  reasonId?: string;
  /** Locked while the action it feeds runs. */
  disabled?: boolean;
}

/** A whole-number field with the numeric keypad on phones. */
export function QuantityField({ label, value, onChange, max, reasonId, disabled }: QuantityFieldProps) {
  const id = useId();
  return (
    <span className="raffles-qty">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        value={value}
        aria-describedby={reasonId}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
    </span>
  );
}
