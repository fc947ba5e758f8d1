import { useState, type ReactNode } from 'react';
import { ADVENTURE_HOURS, type ClaimAnimalRequest, type Nft, type NftQuote } from '@companion/shared-state';
import {
  ActionError,
  ActionStatus,
  ConfirmSheet,
  newIdempotencyKey,
  useChainUnknown,
  useInGameNotKnown,
  useKnownInGameBalance,
} from '@companion/tab-kit';
import { useNftAction, type ActionRequest } from '../hooks/useNftAction';
import { actionChecks, type ActionCheck, type ActionKind } from '../lib/actionChecks';
import { AdventureField } from './AdventureField';

type AdventureHours = ClaimAnimalRequest['adventureHours'];

interface Asking extends ActionRequest {
  /** Why the sheet asks again (the price changed), shown above Confirm. */
  note?: string;
}

interface Props {
  nft: Nft;
  quote: NftQuote;
  gameNow: number;
  /** Reads the NFT and its quote again. */
  refresh: () => void;
}

/**
 * The NFT's actions, each with its cost and time; an action that cannot run says why in the player's
 * words. Confirmed in the kit's sheet with the quote the player saw; when the game says the price moved,
 * the sheet opens again with the new one.
 */
export function ActionPanel({ nft, quote, gameNow, refresh }: Props) {
  const goldy = useKnownInGameBalance('GOLDY');
  const dfl = useKnownInGameBalance('DFL');
  const action = useNftAction(nft, refresh);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [adventureHours, setAdventureHours] = useState<AdventureHours>(
    ADVENTURE_HOURS.find((hours) => hours === quote.adventures[0]?.hours),
  );
  const chainUnknown = useChainUnknown();
  const inGameNotKnown = useInGameNotKnown() ?? undefined;
  const inputs = { nft, goldy, dfl, inGameNotKnown, gameNow, adventureHours, chainUnknown };
  const checks = actionChecks({ ...inputs, quote });

  const open = (kind: ActionKind) => {
    action.clearError();
    setAsking({
      kind,
      quote,
      idempotencyKey: newIdempotencyKey(),
      ...(kind === 'adventure' ? { adventureHours } : {}),
    });
  };
  const confirm = async () => {
    if (!asking) return;
    const request = asking;
    setAsking(null);
    const label = checks.find((check) => check.kind === request.kind)?.label ?? 'Working';
    const result = await action.send(request, `${label}: ${nft.name}…`);
    if (result.outcome === 'priceChanged') {
      setAsking({
        ...request,
        quote: result.quote,
        idempotencyKey: newIdempotencyKey(),
        note: result.message,
      });
    }
  };
  // The sheet shows the quote the player is asked about, which after a price change is the new one.
  const sheetCheck =
    asking &&
    actionChecks({ ...inputs, quote: asking.quote, adventureHours: asking.adventureHours }).find(
      (check) => check.kind === asking.kind,
    );

  return (
    <section className="inv-actions" aria-labelledby="inv-actions-title">
      <h3 id="inv-actions-title" className="kit-section__title">
        Actions
      </h3>
      <ul className="inv-actions__list">
        {checks.map((check) => (
          <ActionRow key={check.kind} check={check} busy={action.busy} onOpen={() => open(check.kind)}>
            {check.kind === 'adventure' && (
              <AdventureField
                adventures={quote.adventures}
                value={adventureHours}
                onChange={(hours) => {
                  action.clearError();
                  setAdventureHours(hours);
                }}
                disabled={action.busy}
              />
            )}
          </ActionRow>
        ))}
      </ul>
      <ActionStatus action={action} />
      <ActionError message={action.error} />
      {asking && sheetCheck && (
        <ConfirmSheet
          title={`${sheetCheck.label}: ${nft.name}`}
          facts={sheetCheck.facts}
          note={asking.note}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(null)}
        />
      )}
    </section>
  );
}

interface RowProps {
  check: ActionCheck;
  busy: boolean;
  onOpen: () => void;
  /** A choice the action needs first (an adventure's length). */
  children?: ReactNode;
}

function ActionRow({ check, busy, onOpen, children }: RowProps) {
  const costId = `inv-cost-${check.kind}`;
  const reasonId = `inv-reason-${check.kind}`;
  return (
    <li className="inv-action">
      {children}
      <button
        type="button"
        className="kit-button kit-button--primary"
        disabled={busy || check.blocked !== null}
        aria-describedby={check.blocked ? `${costId} ${reasonId}` : costId}
        onClick={onOpen}
      >
        {check.label}
      </button>
      <span id={costId} className="inv-action__cost">
        {check.cost}
      </span>
      {check.blocked && (
        <span id={reasonId} className="inv-action__reason">
          {check.blocked}
        </span>
      )}
    </li>
  );
}
