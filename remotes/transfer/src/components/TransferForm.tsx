import { useState, type FormEvent } from 'react';
import {
  amountUsdLine,
  groupDigits,
  parseAmountInput,
  toBaseUnits,
  TOKENS,
  useHeaderStore,
  useUsdPrices,
} from '@companion/shared-state';
import {
  ActionError,
  Amount,
  AmountField,
  CANCELLED_MESSAGE,
  ConfirmSheet,
  PendingTransactionBar,
  Placeholder,
  useWalletRead,
} from '@companion/tab-kit';
import { useWalletTransaction } from '@companion/tab-kit/wallet';
import { CONNECT_WALLET_MESSAGE, useTransferSubmit } from '../hooks/useTransferSubmit';
import { useWithdrawable } from '../hooks/useWithdrawable';
import { STEP_TEXT, type TransferOutcome } from '../lib/outcome';
import {
  DIRECTIONS,
  TRANSFER_TOKENS,
  WALLET_LABELS,
  type Direction,
  type TransferToken,
} from '../lib/transferTokens';
import { Choice } from './Choice';
import { ReceiveNote } from './ReceiveLink';

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
  // A transfer's failure stays beside it until the player acts again (docs/tab-kit.md, "Actions").
  const [error, setError] = useState<string | null>(null);

  const { from, to, label: action } = DIRECTIONS[direction];
  // Each wallet's figure is a fact only once its read of the session has answered: before, nothing is said
  // of it; when the chain or the game could not give it, it is unknown (null), never 0.
  const fromRead = useWalletRead(from);
  const toRead = useWalletRead(to);
  const fromAmount = useHeaderStore((s) => s.tokens[from][token].amount);
  const toAmount = useHeaderStore((s) => s.tokens[to][token].amount);
  // A withdrawal may take the IN_GAME balance less its starting bonus, as the game says; a deposit the
  // GLOBAL balance (docs/product-rules.md, "Transfer").
  const withdrawable = useWithdrawable(token, direction === 'withdraw');
  const balance = direction === 'withdraw' ? withdrawable.amount : fromRead === 'known' ? fromAmount : null;
  const bonusNote =
    direction === 'withdraw' && withdrawable.total !== null && withdrawable.bonus !== '0'
      ? `${groupDigits(withdrawable.total)} ${TOKENS[token].label} in game, of which ${groupDigits(withdrawable.bonus)} is starting bonus: yours to play with in game, never withdrawn.`
      : undefined;
  const destination = toRead === 'known' ? toAmount : null;
  const { label, decimals } = TOKENS[token];
  const check = parseAmountInput(amount, { label, decimals, balance: balance ?? undefined });
  // What the amount typed and the balance are worth at the game's prices (docs/product-rules.md, "Values in USD").
  const prices = useUsdPrices();
  const usdLine = amountUsdLine(token, check.ok ? check.amount : null, balance, prices);
  // A withdrawal's limit is what can be withdrawn, said so (not "you have", which reads as the balance).
  const checkMessage =
    !check.ok && direction === 'withdraw' && balance !== null && check.message.startsWith('Not enough')
      ? `You can withdraw at most ${groupDigits(balance)} ${label}.`
      : check.ok
        ? null
        : check.message;
  // A request still waiting for the wallet (also one started before this tab was left and opened again)
  // keeps the form off: one value-moving request at a time (docs/tab-kit.md, "Transactions").
  const { pending } = useWalletTransaction();
  const busy = step !== null || pending !== null;
  const needsWallet = (direction === 'deposit' && !canDeposit) || balance === null;

  // The review step: nothing moves until the player confirms what will happen (docs/tab-kit.md).
  const [review, setReview] = useState<{ direction: Direction; token: TransferToken; amount: string } | null>(
    null,
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setError(null);
    if (!check.ok || busy || needsWallet) return;
    setReview({ direction, token, amount: check.amount });
  };

  const onConfirm = async () => {
    if (!review) return;
    setReview(null);
    const outcome = await submit(review.direction, review.token, review.amount);
    if (moved(outcome)) {
      setAmount('');
      setTouched(false);
    }
    // A cancel is the player's own doing; a refusal or failure is said here, not in a toast.
    if (
      outcome &&
      (outcome.kind === 'failed' || outcome.kind === 'rejected') &&
      outcome.message !== CANCELLED_MESSAGE
    ) {
      setError(outcome.message);
    }
  };

  return (
    <form className="transfer-form" onSubmit={onSubmit} noValidate aria-label="Transfer tokens">
      <fieldset className="transfer-form__fields" disabled={busy}>
        <Choice
          legend="Direction"
          options={DIRECTION_OPTIONS}
          value={direction}
          onChange={(value) => {
            setError(null);
            setDirection(value);
          }}
        />
        <Choice
          legend="Token"
          options={TOKEN_OPTIONS}
          value={token}
          onChange={(value) => {
            setError(null);
            setToken(value);
          }}
        />
        <AmountField
          value={amount}
          onChange={(value) => {
            setError(null);
            setAmount(value);
            setTouched(true);
          }}
          unit={label}
          decimals={decimals}
          available={
            // Not said at all while it is read; said unknown (with a Retry) when it could not be.
            (direction === 'withdraw' ? !withdrawable.failed : fromRead === 'loading') && balance === null
              ? undefined
              : balance
          }
          availableNote={bonusNote}
          unknown={
            direction === 'withdraw'
              ? {
                  text: 'Unknown: the game could not say what can be withdrawn.',
                  onRetry: withdrawable.retry,
                }
              : undefined
          }
          error={touched && !check.ok ? checkMessage : null}
        />
        {usdLine ? (
          <p className="kit-amount__available" data-testid="amount-usd">
            {usdLine}
          </p>
        ) : (
          // The prices are on their way: the line their value will take is kept, so the form does not move.
          prices === undefined &&
          typeof balance === 'string' && (
            <p className="kit-amount__available" aria-hidden="true">
              <Placeholder width="8em" />
            </p>
          )
        )}
      </fieldset>
      <p className="transfer-form__route">
        {WALLET_LABELS[from]} → {WALLET_LABELS[to]}{' '}
        {destination !== null ? (
          `(now ${groupDigits(destination)} ${label})`
        ) : toRead === 'loading' ? (
          // Read on its way: the figure's place is kept, so the line does not move when it comes.
          <Placeholder width="6em" />
        ) : (
          '(now unknown)'
        )}
      </p>
      {direction === 'deposit' && !canDeposit && (
        <p className="transfer-form__hint">{CONNECT_WALLET_MESSAGE}</p>
      )}
      {direction === 'deposit' && canDeposit && balance !== null && toBaseUnits(balance, decimals) === 0n && (
        <ReceiveNote className="transfer-form__hint" text={`No ${label} in your wallet yet.`} />
      )}
      <button
        type="submit"
        className="kit-button kit-button--primary transfer-form__submit"
        disabled={busy || !check.ok || needsWallet}
      >
        {/* Named by the form's direction always; what runs is said in the status below. */}
        {action}
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
      <ActionError message={error} />
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
