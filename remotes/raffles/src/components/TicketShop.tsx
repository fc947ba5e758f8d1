import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { TOKENS, type TicketOffers } from '@companion/shared-state';
import { rafflesApi } from '../api/rafflesApi';
import {
  ActionError,
  ActionStatus,
  Amount,
  amountText,
  Card,
  ConfirmSheet,
  newIdempotencyKey,
  InGameNotKnown,
  unitName,
  UNKNOWN_IN_GAME_TEXT,
  unknownSentence,
  useInGameNotKnown,
  useKnownInGameBalance,
} from '@companion/tab-kit';
import { useRaffleAction } from '../hooks/useRaffleAction';
import { costOf, readQuantity, type Offer } from '../lib/tickets';
import { QuantityField } from './QuantityField';

/** The transfer tab, where the player deposits tokens into the game. */
export const TRANSFER_PATH = '/transfer';

/** Buying tickets from the IN_GAME wallet, one row per kind of ticket. */
export function TicketShop({ offers, onBought }: { offers: TicketOffers; onBought: () => void }) {
  return (
    <Card title="Tickets" className="raffles-shop">
      {offers.offers.map((offer) => (
        <OfferRow key={offer.ticketType} offer={offer} max={offers.maxPerPurchase} onBought={onBought} />
      ))}
    </Card>
  );
}

function OfferRow({ offer, max, onBought }: { offer: Offer; max: number; onBought: () => void }) {
  const ticketType = offer.ticketType;
  const many = unitName(ticketType, 2);
  const Many = many[0]!.toUpperCase() + many.slice(1);
  const held = useKnownInGameBalance(offer.ticketType);
  const goldy = useKnownInGameBalance('GOLDY');
  const dfl = useKnownInGameBalance('DFL');
  const notKnown = useInGameNotKnown() ?? UNKNOWN_IN_GAME_TEXT;
  const [text, setText] = useState('1');
  const [sheetKey, setSheetKey] = useState<string | null>(null);
  const action = useRaffleAction(onBought);
  const { busy } = action;
  const reasonId = useId();
  const quantity = readQuantity(text, max);
  const cost = quantity === null ? [] : costOf(offer, quantity);
  const balanceOf = (token: 'GOLDY' | 'DFL') => (token === 'GOLDY' ? goldy : dfl);
  // A balance the game has not given (yet) is not known: no purchase is judged against a 0 it never said.
  const unknown = cost.find((c) => balanceOf(c.token) === null);
  const short = unknown ? undefined : cost.find((c) => c.units > (balanceOf(c.token) ?? 0n));
  const reason =
    quantity === null
      ? `Enter a whole number from 1 to ${max}.`
      : unknown
        ? unknownSentence(`Your ${TOKENS[unknown.token].label}`, notKnown)
        : short
          ? `Not enough ${TOKENS[short.token].label}: ${amountText(quantity, ticketType)} ${quantity === 1 ? 'costs' : 'cost'} ${short.text}.`
          : null;
  const price = costOf(offer, 1)
    .map((c) => c.text)
    .join(' + ');

  return (
    <div className="raffles-offer">
      <p>
        <strong>{Many}</strong>: {price} each.{' '}
        {held === null ? (
          <InGameNotKnown what={`Your ${many}`} />
        ) : (
          <>
            You have <Amount value={held.toString()} unit={ticketType} />.
          </>
        )}
      </p>
      <div className="raffles-row">
        <QuantityField
          label={`${Many} to buy`}
          value={text}
          onChange={(value) => {
            action.clearError();
            setText(value);
          }}
          max={max}
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
          {`Buy ${many}`}
        </button>
      </div>
      <ActionStatus action={action} />
      <ActionError message={action.error} />
      {reason && (
        <p id={reasonId} className="raffles-reason">
          {reason}
        </p>
      )}
      {short && (
        // The next step: tokens come into the game by a deposit.
        <Link className="kit-link" to={TRANSFER_PATH}>
          Deposit {TOKENS[short.token].label}
        </Link>
      )}
      {sheetKey && quantity !== null && (
        <ConfirmSheet
          title="Buy tickets"
          facts={[
            { label: 'Tickets', value: amountText(quantity, ticketType) },
            { label: 'Cost', value: cost.map((c) => c.text).join(' + ') },
            { label: 'Paid from', value: 'IN_GAME wallet' },
          ]}
          confirmLabel="Buy"
          onCancel={() => setSheetKey(null)}
          onConfirm={() => {
            const idempotencyKey = sheetKey;
            setSheetKey(null);
            void action.act(
              `Buying ${amountText(quantity, ticketType)}…`,
              () => rafflesApi().buyTickets({ ticketType: offer.ticketType, quantity, idempotencyKey }),
              `Bought ${amountText(quantity, ticketType)}.`,
            );
          }}
        />
      )}
    </div>
  );
}
