import { earned, rewardPerTokenAt, type RewardPool } from '../staking/rewardMath';
import type { Sample } from './dailySamples';

/** A staking option's emission: DFL base units a second, shared as if at least `fullEmissionAt` were staked. */
export interface OptionEmission {
  id: string;
  rate: bigint;
  fullEmissionAt: bigint;
}

/** A stake of any player, as recorded: game time ms from when it earned to when it was unstaked (null: open). */
export interface StakeSpan {
  optionId: string;
  amount: bigint;
  start: number;
  end: number | null;
  /** True for the player whose series is read. */
  mine: boolean;
}

const seconds = (ms: number) => BigInt(Math.floor(ms / 1000));

/**
 * The DFL base units the player's stakes had earned by each sample, claimed or not. Each option's
 * reward-per-token accumulator is replayed from the recorded stakes and unstakes of every player at the
 * option's rate, with the rounding of rewardMath.ts at each of those moments, so a stake earns what the game
 * credited it (a claim, which the replay does not settle at, rounds once more: less than a base unit each).
 */
export function rewardsSeries(
  options: readonly OptionEmission[],
  spans: readonly StakeSpan[],
  samples: readonly Sample[],
): bigint[] {
  let totals = samples.map(() => 0n);
  for (const option of options) {
    const ofOption = spans.filter((span) => span.optionId === option.id);
    if (!ofOption.some((span) => span.mine)) continue;
    const earnedInOption = replayOption(option, ofOption, samples);
    totals = totals.map((total, index) => total + (earnedInOption[index] ?? 0n));
  }
  return totals;
}

type Change = { at: bigint; span: number; kind: 'start' | 'end' };
const KIND_ORDER = { start: 0, end: 1 } as const;

function replayOption(
  option: OptionEmission,
  spans: readonly StakeSpan[],
  samples: readonly Sample[],
): bigint[] {
  const changes: Change[] = spans.flatMap((span, index): Change[] => [
    { at: seconds(span.start), span: index, kind: 'start' },
    ...(span.end === null ? [] : [{ at: seconds(span.end), span: index, kind: 'end' as const }]),
  ]);
  // In time order; within one second stakes first (a stake unstaked in its own second), which changes nothing
  // else: the accumulator moves only as time passes.
  changes.sort((a, b) => (a.at !== b.at ? (a.at < b.at ? -1 : 1) : KIND_ORDER[a.kind] - KIND_ORDER[b.kind]));

  const pool: RewardPool = {
    rate: option.rate,
    fullEmissionAt: option.fullEmissionAt,
    totalStaked: 0n,
    rewardPerToken: 0n,
    updatedAt: 0n,
  };
  const paid = new Map<number, bigint>();
  const closed = new Map<number, bigint>();
  const settle = (at: bigint) => {
    pool.rewardPerToken = rewardPerTokenAt(pool, at);
    pool.updatedAt = at;
  };
  const position = (index: number, paidAt: bigint) => ({
    amount: spans[index]!.amount,
    rewardPerTokenPaid: paidAt,
    rewards: 0n,
  });

  let next = 0;
  return samples.map((sample) => {
    const at = seconds(sample.at);
    for (; next < changes.length && changes[next]!.at <= at; next++) {
      const change = changes[next]!;
      settle(change.at);
      const span = spans[change.span]!;
      if (change.kind === 'start') {
        paid.set(change.span, pool.rewardPerToken);
        pool.totalStaked += span.amount;
      } else {
        closed.set(
          change.span,
          earned(position(change.span, paid.get(change.span) ?? 0n), pool.rewardPerToken),
        );
        pool.totalStaked -= span.amount;
      }
    }
    const rewardPerToken = rewardPerTokenAt(pool, at);
    let sum = 0n;
    spans.forEach((span, index) => {
      if (!span.mine) return;
      const ended = closed.get(index);
      if (ended !== undefined) sum += ended;
      else if (paid.has(index)) sum += earned(position(index, paid.get(index)!), rewardPerToken);
    });
    return sum;
  });
}
