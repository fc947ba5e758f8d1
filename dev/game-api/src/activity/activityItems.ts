import {
  VALUED_TOKENS,
  VALUED_TOKEN_DECIMALS,
  type ActivityChange,
  type ActivityItem,
  type ActivityKind,
  type RafflePrize,
  type ValuedToken,
} from '@companion/shared-state/schemas';
import { fromBaseUnits } from '../funds/units';
import type {
  MovementGroupRow,
  MovementRow,
  PoolActivityRow,
  TransferActivityRow,
  UnbookedActivityRow,
  WinActivityRow,
} from './activityStore';
import { readReason } from './movementKinds';
import { unbookedMoves, type MintTokens } from './unbookedMoves';

/** An item with the time it sorts by (ms). */
export interface Dated {
  atMs: number;
  item: ActivityItem;
}

const isValued = (token: string): token is ValuedToken =>
  (VALUED_TOKENS as readonly string[]).includes(token);

/** `units` base units of `token`, signed, in token units. */
function change(token: ValuedToken, units: bigint): ActivityChange {
  return { token, amount: fromBaseUnits(units, VALUED_TOKEN_DECIMALS[token]) };
}

function dated(at: bigint, item: Omit<ActivityItem, 'at'>): Dated {
  const atMs = Number(at);
  return { atMs, item: { ...item, at: new Date(atMs).toISOString() } };
}

const NO_LINKS = { signature: null, payoutSignature: null, error: null } as const;

/**
 * One change per token, in the order the tokens first moved: a write may book one token in two movements (a
 * refund's bonus part and the rest).
 */
function sumByToken(rows: readonly MovementRow[]): ActivityChange[] {
  const sums = new Map<ValuedToken, bigint>();
  for (const row of rows) {
    if (isValued(row.token)) sums.set(row.token, (sums.get(row.token) ?? 0n) + row.delta);
  }
  return [...sums].map(([token, units]) => change(token, units));
}

/** One game action's in-game movements (one reason, one time). */
export function movementItem(
  group: MovementGroupRow,
  rows: readonly MovementRow[],
  names: { nft: (id: string) => string | null; raffle: (id: string) => string | null },
): Dated {
  const read = readReason(group.reason);
  const subject = read.nftId ? names.nft(read.nftId) : read.raffleId ? names.raffle(read.raffleId) : null;
  return dated(group.at, {
    id: group.key,
    kind: read.kind,
    status: 'confirmed',
    subject,
    detail: read.detail ?? null,
    changes: sumByToken(rows),
    ...NO_LINKS,
  });
}

/** A deposit (into the IN_GAME wallet) or a withdrawal (out of it), as the transfers list it. */
export function transferItem(row: TransferActivityRow): Dated {
  const deposit = row.direction === 'deposit';
  const token = isValued(row.token) ? row.token : 'DFL';
  return dated(row.at, {
    id: row.key,
    kind: deposit ? 'deposit' : 'withdrawal',
    status: row.status,
    subject: null,
    detail: null,
    changes: [change(token, deposit ? row.amount : -row.amount)],
    // A deposit is the player's transaction; a withdrawal is the game's payout.
    signature: deposit ? row.signature : null,
    payoutSignature: deposit ? null : row.signature,
    error: row.error,
  });
}

const POOL_KINDS: Readonly<Record<PoolActivityRow['kind'], ActivityKind>> = {
  add: 'addLiquidity',
  remove: 'removeLiquidity',
  stake: 'stake',
  claim: 'claimRewards',
  unstake: 'unstake',
};

/** What a pool or staking action moves in the Global Wallet: out negative, in positive. */
function poolChanges({ kind, dfl, usdc, lp }: PoolActivityRow): ActivityChange[] {
  const moves: [ValuedToken, bigint][] =
    kind === 'add'
      ? [
          ['DFL', -dfl],
          ['USDC', -usdc],
          ['DFL_USDC', lp],
        ]
      : kind === 'remove'
        ? [
            ['DFL_USDC', -lp],
            ['DFL', dfl],
            ['USDC', usdc],
          ]
        : kind === 'stake'
          ? [
              ['DFL', -dfl],
              ['DFL_USDC', -lp],
            ]
          : [
              ['DFL_USDC', lp],
              ['DFL', dfl],
            ];
  return moves.filter(([, units]) => units !== 0n).map(([token, units]) => change(token, units));
}

export function poolItem(row: PoolActivityRow): Dated {
  return dated(row.at, {
    id: row.key,
    kind: POOL_KINDS[row.kind],
    status: row.status,
    subject: null,
    detail: null,
    changes: poolChanges(row),
    signature: row.signature,
    payoutSignature: row.payout_signature,
    error: row.error,
  });
}

const ORDINALS = ['1st', '2nd', '3rd'];

/** A raffle prize the player won, credited when the raffle was drawn. */
export function winItem(row: WinActivityRow, prizes: readonly RafflePrize[]): Dated {
  const place = Number(row.place);
  const prize = prizes.find((candidate) => candidate.place === place);
  const placeText = ORDINALS[place - 1] ?? `${place}th`;
  return dated(row.at, {
    id: row.key,
    kind: 'raffleWin',
    status: 'confirmed',
    subject: row.name,
    detail: prize ? `${placeText} prize: ${prize.label}` : `${placeText} prize`,
    changes: prize && prize.kind !== 'NFT' ? [{ token: prize.kind, amount: prize.amount }] : [],
    ...NO_LINKS,
  });
}

const UNBOOKED_KINDS: Readonly<Record<UnbookedActivityRow['kind'], ActivityKind>> = {
  deposit: 'deposit',
  stake: 'stake',
  add: 'addLiquidity',
  remove: 'removeLiquidity',
};

/**
 * A player transaction the game has recorded and not booked: on its way to the chain (pending), or failed for
 * good (it moved nothing). A deposit moves into the IN_GAME wallet; the others out of the Global Wallet.
 */
export function unbookedItem(row: UnbookedActivityRow, tokens: MintTokens): Dated {
  const sign = row.kind === 'deposit' ? 1n : -1n;
  const moved = [...unbookedMoves(row.bytes, tokens)];
  const failed = row.status === 'failed';
  return dated(row.at, {
    id: row.key,
    kind: UNBOOKED_KINDS[row.kind],
    status: failed ? 'failed' : 'pending',
    subject: null,
    detail: null,
    changes: moved.map(([token, units]) => change(token, sign * units)),
    signature: row.signature,
    payoutSignature: null,
    error: failed ? row.error : null,
  });
}
