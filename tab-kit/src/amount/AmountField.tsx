import { useId } from 'react';
import { maxAmountInput, WalletType } from '@companion/shared-state';
import { LOADING_BALANCE_TEXT, UnknownBalance, unknownSentence } from '../balances/UnknownBalance';
import { useWalletRead } from '../balances/walletUnknown';
import { amountText } from '../format/units';

interface AmountFieldProps {
  label?: string;
  value: string;
  onChange: (value: string) => void;
  /** The token's name, shown beside the input. */
  unit: string;
  decimals: number;
  /**
   * What may be spent (exact decimal text); Max fills it in, cut to `decimals`. Null: not known, and Max is
   * off; without `unknown`, a GLOBAL balance: "loading" before the session's first chain read answers, then
   * unknown (the chain cannot be read), said so with a Retry.
   */
  available?: string | null;
  /** A sentence under "Available", e.g. why part of a balance cannot be spent here. */
  availableNote?: string;
  /** Why `available` is unknown, and what its Retry reads again (default: the chain, the balances). */
  unknown?: { text: string; onRetry: () => void };
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
  availableNote,
  unknown,
}: AmountFieldProps) {
  const inputId = useId();
  const availableId = useId();
  const errorId = useId();
  const chainLoading = useWalletRead(WalletType.GLOBAL) === 'loading' && available === null && !unknown;
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
            disabled={disabled || available === null}
            onClick={() => available !== null && onChange(maxAmountInput(available, decimals))}
            aria-label={`Max ${unit}`}
          >
            Max
          </button>
        )}
      </div>
      {available !== undefined && (
        <p id={availableId} className="kit-amount__available">
          {chainLoading ? (
            <span className="kit-unknown">{unknownSentence('Available', LOADING_BALANCE_TEXT)}</span>
          ) : available === null ? (
            <UnknownBalance what="Available" text={unknown?.text} onRetry={unknown?.onRetry} />
          ) : (
            <>
              Available: {amountText(available, unit)}
              {availableNote && <span className="kit-amount__note"> {availableNote}</span>}
            </>
          )}
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
