import { useId } from 'react';
import { groupDigits, maxAmountInput } from '@companion/shared-state';

interface AmountFieldProps {
  label?: string;
  value: string;
  onChange: (value: string) => void;
  /** The token's name, shown beside the input. */
  unit: string;
  decimals: number;
  /** What may be spent (exact decimal text); Max fills it in, cut to `decimals`. */
  available?: string;
  /** The validation message to show, if any (from parseAmountInput). */
  error?: string | null;
  disabled?: boolean;
}

/**
 * The amount input of every tab (docs/tab-kit.md, "Amounts"): decimal keypad, the unit, what is
 * available, a Max button and the validation message. The text is kept as typed ("1,5" included) and
 * read with parseAmountInput.
 */
export function AmountField({
  label = 'Amount',
  value,
  onChange,
  unit,
  decimals,
  available,
  error,
  disabled,
}: AmountFieldProps) {
  const inputId = useId();
  const availableId = useId();
  const errorId = useId();
  const describedBy = [error ? errorId : null, available !== undefined ? availableId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="kit-amount">
      <label htmlFor={inputId}>{label}</label>
      <div className="kit-amount__row">
        <input
          id={inputId}
          className="kit-amount__input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.0"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        <span className="kit-amount__unit">{unit}</span>
        {available !== undefined && (
          <button
            type="button"
            className="kit-button"
            disabled={disabled}
            onClick={() => onChange(maxAmountInput(available, decimals))}
            aria-label={`Max ${unit}`}
          >
            Max
          </button>
        )}
      </div>
      {available !== undefined && (
        <p id={availableId} className="kit-amount__available">
          Available: {groupDigits(available)} {unit}
        </p>
      )}
      {error && (
        <p id={errorId} className="kit-amount__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
