import { useId } from 'react';

interface AmountFieldProps {
  value: string;
  onChange: (value: string) => void;
  onMax: () => void;
  /** The token's name, shown beside the input. */
  unit: string;
  /** The source wallet's balance, shown as what is available. */
  available: string;
  /** The validation message to show, if any. */
  error: string | null;
}

/** The amount input with its unit, a Max button, the available balance and the validation message. */
export function AmountField({ value, onChange, onMax, unit, available, error }: AmountFieldProps) {
  const inputId = useId();
  const availableId = useId();
  const errorId = useId();
  return (
    <div className="transfer-amount">
      <label htmlFor={inputId} className="transfer-amount__label">
        Amount
      </label>
      <div className="transfer-amount__row">
        <input
          id={inputId}
          className="transfer-amount__input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.0"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${availableId}` : availableId}
        />
        <span className="transfer-amount__unit">{unit}</span>
        <button type="button" className="button transfer-amount__max" onClick={onMax}>
          Max
        </button>
      </div>
      <p id={availableId} className="transfer-amount__available">
        Available: {available} {unit}
      </p>
      {error && (
        <p id={errorId} className="transfer-amount__error">
          {error}
        </p>
      )}
    </div>
  );
}
