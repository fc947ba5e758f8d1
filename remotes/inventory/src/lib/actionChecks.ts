import {
  formatDuration,
  groupDigits,
  toBaseUnits,
  TOKENS,
  type Nft,
  type NftQuote,
} from '@companion/shared-state';
import { lockedUntil } from './nftStatus';

export type ActionKind = 'upgrade' | 'repair' | 'feed' | 'play';

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
  /** The player's IN_GAME balances in base units. */
  goldy: bigint;
  dfl: bigint;
  /** The game clock now (ms). */
  gameNow: number;
}

/** A countdown's figure: a started second counts as a whole one (as the kit's Countdown shows it). */
const timeLeft = (at: number, now: number) => formatDuration(Math.ceil((at - now) / 1000) * 1000);

const LOVE_METER_MAX = 100;

function short(token: 'GOLDY' | 'DFL', price: string, balance: bigint): string | null {
  return toBaseUnits(price, TOKENS[token].decimals) > balance
    ? `Not enough ${token}: ${groupDigits(price)} needed`
    : null;
}

/** Upgrading blocks every action: the game refuses anything while the NFT is locked. */
function lockReason({ nft, gameNow }: ActionInputs): string | null {
  const until = lockedUntil(nft, gameNow);
  return until === null ? null : `Upgrading: ${timeLeft(until, gameNow)} left`;
}

function energyReason({ quote, gameNow }: ActionInputs): string | null {
  if (quote.energy >= 1) return null;
  const fullAt = quote.energyFullAt ? Date.parse(quote.energyFullAt) : gameNow;
  return `No energy: full again in ${timeLeft(fullAt, gameNow)}`;
}

export function upgradeCheck(inputs: ActionInputs): ActionCheck {
  const { nft, quote, goldy, dfl } = inputs;
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
      lockReason(inputs) ??
      (price === null || nft.level >= quote.levelCap
        ? 'Level cap reached'
        : (short('GOLDY', price.goldy, goldy) ?? (paysDfl ? short('DFL', price.dfl, dfl) : null))),
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
  const { nft, quote, goldy } = inputs;
  return {
    kind: 'repair',
    label: 'Repair',
    cost: `${groupDigits(quote.repair.goldy)} GOLDY`,
    blocked:
      lockReason(inputs) ?? (nft.hp >= nft.maxHp ? 'HP is full' : short('GOLDY', quote.repair.goldy, goldy)),
    facts: [
      { label: 'HP', value: `${nft.hp} → ${nft.maxHp}` },
      { label: 'Cost', value: `${groupDigits(quote.repair.goldy)} GOLDY` },
    ],
  };
}

export function feedCheck(inputs: ActionInputs): ActionCheck {
  const { nft } = inputs;
  const love = nft.loveMeter ?? 0;
  return {
    kind: 'feed',
    label: 'Feed',
    cost: '1 energy',
    blocked: lockReason(inputs) ?? (love >= LOVE_METER_MAX ? 'Love meter is full' : energyReason(inputs)),
    facts: [
      {
        label: 'Love meter',
        value: `${love} → ${Math.min(LOVE_METER_MAX, love + nft.stats.feedMeterIncrement)} of ${LOVE_METER_MAX}`,
      },
      { label: 'Cost', value: '1 energy' },
    ],
  };
}

export function playCheck(inputs: ActionInputs): ActionCheck {
  const { nft } = inputs;
  return {
    kind: 'play',
    label: 'Play',
    cost: '1 energy',
    blocked: lockReason(inputs) ?? (nft.hp <= 0 ? 'No HP left: repair it first' : energyReason(inputs)),
    facts: [
      { label: 'Cost', value: '1 energy' },
      { label: 'Reward', value: 'GOLDY and XP by your score' },
    ],
  };
}

/** The actions of an NFT in the page's order: feeding is for pets only. */
export function actionChecks(inputs: ActionInputs): ActionCheck[] {
  return [
    upgradeCheck(inputs),
    repairCheck(inputs),
    ...(inputs.nft.kind === 'pet' ? [feedCheck(inputs)] : []),
    playCheck(inputs),
  ];
}
