import { useId, useState } from 'react';
import type { RaffleEvent } from '@companion/shared-state';
import {
  ActionError,
  ActionStatus,
  amountText,
  ConfirmSheet,
  newIdempotencyKey,
  useInGameNotKnown,
  useKnownInGameBalance,
} from '@companion/tab-kit';
import { rafflesApi } from '../api/rafflesApi';
import { useRaffleAction } from '../hooks/useRaffleAction';
import { enterBlock } from '../lib/enterBlock';
import { readQuantity } from '../lib/tickets';
import { QuantityField } from './QuantityField';

/** Spending tickets on entries in an open raffle, after the confirm sheet. */
export function EnterForm({
  raffle,
  mine,
  onEntered,
}: {
  raffle: RaffleEvent;
  mine: number;
  onEntered: () => void;
}) {
  const tickets = useKnownInGameBalance(raffle.ticketType);
  const [text, setText] = useState('1');
  const [sheetKey, setSheetKey] = useState<string | null>(null);
  const action = useRaffleAction(onEntered);
  const { busy } = action;
  const reasonId = useId();
  const entries = readQuantity(text, 100);
  const notKnown = useInGameNotKnown() ?? undefined;
  const reason = enterBlock(raffle, entries, mine, tickets, notKnown);

  return (
    <div className="raffles-enter">
      <div className="raffles-row">
        <QuantityField
          label="Entries"
          value={text}
          onChange={(value) => {
            action.clearError();
            setText(value);
          }}
          max={100}
          reasonId={reasonId}
          disabled={busy}
        />
        <button
          type="button"
          className="kit-button kit-button--primary"
          disabled={reason !== null || busy}
          onClick={() => {
            action.clearError();
            setSheetKey(newIdempotencyKey());
          }}
        >
          Enter
        </button>
      </div>
      <ActionStatus action={action} />
      <ActionError message={action.error} />
      {reason && (
        <p id={reasonId} className="raffles-reason">
          {reason}
        </p>
      )}
      {sheetKey && entries !== null && (
        <ConfirmSheet
          title="Enter raffle"
          facts={[
            { label: 'Raffle', value: raffle.name },
            { label: 'Entries', value: String(entries) },
            { label: 'Tickets spent', value: amountText(entries, raffle.ticketType) },
            { label: 'Your entries after', value: String(mine + entries) },
          ]}
          note="Tickets spent on entries come back only if the raffle is cancelled."
          confirmLabel="Enter"
          onCancel={() => setSheetKey(null)}
          onConfirm={() => {
            const idempotencyKey = sheetKey;
            setSheetKey(null);
            void action.act(
              `Entering ${raffle.name} with ${amountText(entries, raffle.ticketType)}…`,
              () => rafflesApi().enterRaffle({ raffleId: raffle.id, entries, idempotencyKey }),
              `Entered ${raffle.name} with ${amountText(entries, raffle.ticketType)}.`,
            );
          }}
        />
      )}
    </div>
  );
}
