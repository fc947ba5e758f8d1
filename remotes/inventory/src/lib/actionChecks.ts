import {
  formatDuration,
  groupDigits,
  toBaseUnits,
  TOKENS,
  type Nft,
  type NftQuote,
} from '@companion/shared-state';
import { UNKNOWN_IN_GAME_TEXT, unknownSentence } from '@companion/tab-kit';
import { lockedUntil } from './nftStatus';

export type ActionKind = 'upgrade' | 'repair' | 'feed' | 'claim' | 'adventure' | 'play';

export interface ActionFact {
  label: string;
  value: string;
}

/** One action as the detail page offers it: its cost line, why it cannot run now, and the confirm facts. */
export interface ActionCheck {
  kind: ActionKind;
  label: string;
  /** Cost and time in a line under the button, e.g. "28.29 GOLDY + 50 DFL · 01:00:00". */
  cost: string;
  /** The reason in the player's words when the action is off (docs/product-rules.md, "Inventory"). */
  blocked: string | null;
  facts: ActionFact[];
}

export interface ActionInputs {
  nft: Nft;
  quote: NftQuote;
  /** The player's IN_GAME balances in base units, or null while the game has not given them (not known). */
  goldy: bigint | null;
  dfl: bigint | null;
  /** Why they are not known (the kit's `useInGameNotKnown`): loading, or the game cannot be reached. */
  inGameNotKnown?: string;
  /** The game clock now (ms). */
  gameNow: number;
  /** The adventure a dog or cat would go on (hours, one of the quote's). */
  adventureHours?: number;
  /** The chain cannot be read now: whether the wallet holds a p2e NFT is unknown, not "no". */
  chainUnknown?: boolean;
}

/** Cows, ducks and chickens pay a claim at once; dogs and cats go on an adventure instead. */
const ADVENTURERS: readonly Nft['type'][] = ['dog', 'cat'];
export const goesOnAdventures = (nft: Nft) => ADVENTURERS.includes(nft.type);

/** A countdown's figure: a started second counts as a whole one (as the kit's Countdown shows it). */
const timeLeft = (at: number, now: number) => formatDuration(Math.ceil((at - now) / 1000) * 1000);

const LOVE_METER_MAX = 100;
const ENERGY_COST = '1 energy';
const CLAIM_COST = '1 HP and the love meter';
/** The time of an action that takes none (every cost line says how long its action takes). */
const INSTANT = 'instant';

function short(
  token: 'GOLDY' | 'DFL',
  price: string,
  balance: bigint | null,
  notKnown = UNKNOWN_IN_GAME_TEXT,
): string | null {
  // Not known is not 0: the action waits for the game's figure rather than being judged against none.
  if (balance === null) return unknownSentence(token, notKnown);
  return toBaseUnits(price, TOKENS[token].decimals) > balance
    ? `Not enough ${token}: ${groupDigits(price)} needed`
    : null;
}

/** A p2e NFT's holding while the chain cannot be read (docs/product-rules.md, "Inventory"). */
export const HOLDING_UNKNOWN = 'In your wallet? Unknown: the chain cannot be read right now';

/**
 * What stops every action: a p2e NFT the Global Wallet no longer holds, an upgrade under way, an adventure.
 * The game refuses anything while the NFT is locked.
 */
function anyActionReason({ nft, gameNow, chainUnknown }: ActionInputs): string | null {
  if (!nft.inWallet) return chainUnknown ? HOLDING_UNKNOWN : 'Not in your wallet';
  const until = lockedUntil(nft, gameNow);
  if (until === null) return null;
  return nft.adventure
    ? `On an adventure: ${timeLeft(until, gameNow)} left`
    : `Upgrading: ${timeLeft(until, gameNow)} left`;
}

function energyReason({ quote, gameNow }: ActionInputs): string | null {
  if (quote.energy >= 1) return null;
  const fullAt = quote.energyFullAt ? Date.parse(quote.energyFullAt) : gameNow;
  return `No energy: full again in ${timeLeft(fullAt, gameNow)}`;
}

function claimReason(inputs: ActionInputs): string | null {
  const { nft, quote } = inputs;
  if ((quote.loveMeter ?? 0) <= 0) return 'Love meter is empty: feed it first';
  if (nft.hp < 1) return 'No HP left: repair it first';
  return null;
}

export function upgradeCheck(inputs: ActionInputs): ActionCheck {
  const { nft, quote, goldy, dfl, inGameNotKnown } = inputs;
  const price = quote.upgrade;
  const paysDfl = price !== null && price.dfl !== '0';
  const cost = price
    ? `${groupDigits(price.goldy)} GOLDY${paysDfl ? ` + ${groupDigits(price.dfl)} DFL` : ''} · ${formatDuration(price.durationMs)}`
    : '—';
  return {
    kind: 'upgrade',
    label: 'Upgrade',
    cost,
    blocked:
      anyActionReason(inputs) ??
      (price === null || nft.level >= quote.levelCap
        ? 'Level cap reached'
        : (short('GOLDY', price.goldy, goldy, inGameNotKnown) ??
          (paysDfl ? short('DFL', price.dfl, dfl, inGameNotKnown) : null))),
    facts: price
      ? [
          { label: 'Level', value: `${nft.level} → ${nft.level + 1} of ${quote.levelCap}` },
          { label: 'Cost', value: `${groupDigits(price.goldy)} GOLDY` },
          ...(paysDfl ? [{ label: 'And', value: `${groupDigits(price.dfl)} DFL` }] : []),
          { label: 'Locked for', value: formatDuration(price.durationMs) },
        ]
      : [],
  };
}

export function repairCheck(inputs: ActionInputs): ActionCheck {
  const { nft, quote, goldy, inGameNotKnown } = inputs;
  return {
    kind: 'repair',
    label: 'Repair',
    cost: `${groupDigits(quote.repair.goldy)} GOLDY · ${INSTANT}`,
    blocked:
      anyActionReason(inputs) ??
      (nft.hp >= nft.maxHp ? 'HP is full' : short('GOLDY', quote.repair.goldy, goldy, inGameNotKnown)),
    facts: [
      { label: 'HP', value: `${nft.hp} → ${nft.maxHp}` },
      { label: 'Cost', value: `${groupDigits(quote.repair.goldy)} GOLDY` },
    ],
  };
}

export function feedCheck(inputs: ActionInputs): ActionCheck {
  const { nft, quote } = inputs;
  const love = quote.loveMeter ?? 0;
  return {
    kind: 'feed',
    label: 'Feed',
    cost: `${ENERGY_COST} · ${INSTANT}`,
    blocked:
      anyActionReason(inputs) ?? (love >= LOVE_METER_MAX ? 'Love meter is full' : energyReason(inputs)),
    facts: [
      {
        label: 'Love meter',
        value: `${love} → ${Math.min(LOVE_METER_MAX, love + nft.stats.feedMeterIncrement)} of ${LOVE_METER_MAX}`,
      },
      { label: 'Cost', value: ENERGY_COST },
    ],
  };
}

/** A cow, duck or chicken: the love meter paid out at once. */
export function claimCheck(inputs: ActionInputs): ActionCheck {
  const pays = inputs.quote.claim?.goldy ?? '0';
  return {
    kind: 'claim',
    label: 'Claim',
    cost: `${CLAIM_COST} · ${INSTANT}, pays ${groupDigits(pays)} GOLDY`,
    blocked: anyActionReason(inputs) ?? claimReason(inputs),
    facts: [
      { label: 'You receive', value: `${groupDigits(pays)} GOLDY` },
      { label: 'Cost', value: CLAIM_COST },
    ],
  };
}

/** A dog or cat: away for the chosen hours, locked meanwhile, paid when it comes back. */
export function adventureCheck(inputs: ActionInputs): ActionCheck {
  const { quote, adventureHours } = inputs;
  const trip = quote.adventures.find((item) => item.hours === adventureHours) ?? quote.adventures[0];
  const pays = groupDigits(trip?.goldy ?? '0');
  const away = formatDuration(trip?.durationMs ?? 0);
  return {
    kind: 'adventure',
    label: 'Adventure',
    cost: `${CLAIM_COST} · ${away}, pays ${pays} GOLDY`,
    blocked: anyActionReason(inputs) ?? (trip ? claimReason(inputs) : 'No adventure to go on'),
    facts: [
      { label: 'Away for', value: away },
      { label: 'Pays when back', value: `${pays} GOLDY` },
      { label: 'Cost', value: CLAIM_COST },
    ],
  };
}

export function playCheck(inputs: ActionInputs): ActionCheck {
  const { nft } = inputs;
  return {
    kind: 'play',
    label: 'Play',
    cost: `${ENERGY_COST} · ${INSTANT}`,
    blocked: anyActionReason(inputs) ?? (nft.hp <= 0 ? 'No HP left: repair it first' : energyReason(inputs)),
    facts: [
      { label: 'Cost', value: ENERGY_COST },
      { label: 'Reward', value: 'GOLDY and XP by your score' },
    ],
  };
}

/** The actions of an NFT in the page's order: pets are fed, then claimed (or sent on an adventure). */
export function actionChecks(inputs: ActionInputs): ActionCheck[] {
  const { nft } = inputs;
  const pet = nft.kind === 'pet';
  return [
    upgradeCheck(inputs),
    repairCheck(inputs),
    ...(pet ? [feedCheck(inputs)] : []),
    ...(pet ? [goesOnAdventures(nft) ? adventureCheck(inputs) : claimCheck(inputs)] : []),
    playCheck(inputs),
  ];
}
