import { useId } from 'react';

interface MeterProps {
  /** What is measured, e.g. "HP" or "Energy". */
  label: string;
  value: number;
  max: number;
  /** The figure shown and read out (default "value / max" in whole numbers, rounded down). */
  valueText?: string;
  /** A modifier for the fill colour, e.g. "hp" or "energy" (kit-meter--hp). */
  tone?: string;
}

/**
 * A labelled bar for a level that goes up and down (HP, energy, a love meter), with its figure in words:
 * read by assistive technology as a meter named by its label. Out-of-range values are clamped.
 */
export function Meter({ label, value, max, valueText, tone }: MeterProps) {
  const labelId = useId();
  const safeMax = max > 0 ? max : 1;
  const clamped = Math.min(Math.max(value, 0), safeMax);
  const text = valueText ?? `${Math.floor(clamped)} / ${Math.floor(max)}`;
  return (
    <div className={tone ? `kit-meter kit-meter--${tone}` : 'kit-meter'}>
      <span className="kit-meter__row">
        <span id={labelId}>{label}</span>
        <span className="kit-number">{text}</span>
      </span>
      <span
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={safeMax}
        aria-valuenow={clamped}
        aria-valuetext={text}
        className="kit-meter__track"
      >
        <span className="kit-meter__fill" style={{ width: `${(clamped / safeMax) * 100}%` }} />
      </span>
    </div>
  );
}
