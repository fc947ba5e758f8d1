import { useState, type FormEvent } from 'react';
import { TOKENS, useHeaderStore } from '@companion/shared-state';
import { CONNECT_WALLET_MESSAGE, useTransferSubmit } from '../hooks/useTransferSubmit';
import { STEP_TEXT, type TransferOutcome } from '../lib/outcome';
import {
  DIRECTIONS,
  TRANSFER_TOKENS,
  WALLET_LABELS,
  type Direction,
  type TransferToken,
} from '../lib/transferTokens';
import { maxAmount, validateAmount } from '../lib/validateAmount';
import { AmountField } from './AmountField';
import { Choice } from './Choice';

const DIRECTION_OPTIONS = (['deposit', 'withdraw'] as const).map((value) => ({
  value,
  label: DIRECTIONS[value].label,
  hint: DIRECTIONS[value].route,
}));
const TOKEN_OPTIONS = TRANSFER_TOKENS.map((value) => ({ value, label: TOKENS[value].label }));

/** Whether the tokens may have left the source wallet, so the amount must not be sent again by mistake. */
const moved = (outcome: TransferOutcome | null) => outcome?.kind === 'done' || outcome?.kind === 'uncredited';

/** Direction, token and amount of a transfer, checked as typed, sent one at a time. */
export function TransferForm({ onOutcome }: { onOutcome: (outcome: TransferOutcome) => void }) {
  const [direction, setDirection] = useState<Direction>('deposit');
  const [token, setToken] = useState<TransferToken>('DFL');
  const [amount, setAmount] = useState('');
  // Messages wait until the player has typed (or tried to send), so an empty new form shows none.
  const [touched, setTouched] = useState(false);
  const { step, submit, canDeposit } = useTransferSubmit(onOutcome);

  const { from, to, label: action } = DIRECTIONS[direction];
  const balance = useHeaderStore((s) => s.tokens[from][token].amount);
  const destination = useHeaderStore((s) => s.tokens[to][token].amount);
  const { label, decimals } = TOKENS[token];
  const check = validateAmount(amount, { label, decimals, balance });
  const busy = step !== null;
  const needsWallet = direction === 'deposit' && !canDeposit;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!check.ok || busy || needsWallet) return;
    if (moved(await submit(direction, token, check.amount))) {
      setAmount('');
      setTouched(false);
    }
  };

  return (
    <form className="transfer-form" onSubmit={onSubmit} noValidate aria-label="Transfer tokens">
      <fieldset className="transfer-form__fields" disabled={busy}>
        <Choice legend="Direction" options={DIRECTION_OPTIONS} value={direction} onChange={setDirection} />
        <Choice legend="Token" options={TOKEN_OPTIONS} value={token} onChange={setToken} />
        <AmountField
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setTouched(true);
          }}
          onMax={() => {
            setAmount(maxAmount(balance, decimals));
            setTouched(true);
          }}
          unit={label}
          available={balance}
          error={touched && !check.ok ? check.message : null}
        />
      </fieldset>
      <p className="transfer-form__route">
        {WALLET_LABELS[from]} → {WALLET_LABELS[to]} (now {destination} {label})
      </p>
      {needsWallet && <p className="transfer-form__hint">{CONNECT_WALLET_MESSAGE}</p>}
      <button
        type="submit"
        className="button button--primary transfer-form__submit"
        disabled={busy || !check.ok || needsWallet}
      >
        {busy ? 'Sending…' : action}
      </button>
      {step && (
        <p className="transfer-form__step" role="status">
          {STEP_TEXT[step]}
        </p>
      )}
    </form>
  );
}
