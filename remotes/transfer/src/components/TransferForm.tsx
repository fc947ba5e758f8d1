import { useState, type FormEvent } from 'react';
import { parseAmountInput, TOKENS, useHeaderStore } from '@companion/shared-state';
import {
  Amount,
  AmountField,
  ConfirmSheet,
  PendingTransactionBar,
  useWalletTransaction,
} from '@companion/tab-kit';
import { CONNECT_WALLET_MESSAGE, useTransferSubmit } from '../hooks/useTransferSubmit';
import { STEP_TEXT, type TransferOutcome } from '../lib/outcome';
import {
  DIRECTIONS,
  TRANSFER_TOKENS,
  WALLET_LABELS,
  type Direction,
  type TransferToken,
} from '../lib/transferTokens';
import { Choice } from './Choice';

const DIRECTION_OPTIONS = (['deposit', 'withdraw'] as const).map((value) => ({
  value,
  label: DIRECTIONS[value].label,
  hint: DIRECTIONS[value].route,
}));
const TOKEN_OPTIONS = TRANSFER_TOKENS.map((value) => ({ value, label: TOKENS[value].label }));

/** Whether the tokens may have left the source wallet, so the amount must not be sent again by mistake. */
const moved = (outcome: TransferOutcome | null) => outcome?.kind === 'done' || outcome?.kind === 'sent';

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
  const check = parseAmountInput(amount, { label, decimals, balance });
  // A request still waiting for the wallet (also one started before this tab was left and opened again)
  // keeps the form off: one value-moving request at a time (docs/tab-kit.md, "Transactions").
  const { pending } = useWalletTransaction();
  const busy = step !== null || pending !== null;
  const needsWallet = direction === 'deposit' && !canDeposit;

  // The review step: nothing moves until the player confirms what will happen (docs/tab-kit.md).
  const [review, setReview] = useState<{ direction: Direction; token: TransferToken; amount: string } | null>(
    null,
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!check.ok || busy || needsWallet) return;
    setReview({ direction, token, amount: check.amount });
  };

  const onConfirm = async () => {
    if (!review) return;
    setReview(null);
    if (moved(await submit(review.direction, review.token, review.amount))) {
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
          unit={label}
          decimals={decimals}
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
        className="kit-button kit-button--primary transfer-form__submit"
        disabled={busy || !check.ok || needsWallet}
      >
        {busy ? 'Sending…' : action}
      </button>
      {pending ? (
        <PendingTransactionBar pending={pending} />
      ) : (
        step && (
          <p className="transfer-form__step" role="status">
            {STEP_TEXT[step]}
          </p>
        )
      )}
      {review && (
        <ConfirmSheet
          title={`${DIRECTIONS[review.direction].label} ${review.amount} ${TOKENS[review.token].label}`}
          facts={[
            { label: 'From', value: `${WALLET_LABELS[DIRECTIONS[review.direction].from]} wallet` },
            { label: 'To', value: `${WALLET_LABELS[DIRECTIONS[review.direction].to]} wallet` },
            { label: 'Amount', value: <Amount value={review.amount} unit={TOKENS[review.token].label} /> },
            review.direction === 'deposit'
              ? { label: 'Network fee', value: 'about 0.000005 SOL, paid by your wallet' }
              : { label: 'Network fee', value: 'paid by the game' },
          ]}
          note={
            review.direction === 'deposit'
              ? 'Your wallet asks you to approve the transfer next.'
              : 'The game sends the tokens to your wallet on chain.'
          }
          onConfirm={() => void onConfirm()}
          onCancel={() => setReview(null)}
        />
      )}
    </form>
  );
}
