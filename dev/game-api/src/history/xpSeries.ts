import type { Sample } from './dailySamples';

/** XP earned in play at one moment (a mini-game session), game time ms. */
export interface XpEarned {
  at: number;
  xp: number;
}

/**
 * The player's total XP at each sample: today's total less what was earned after the sample. The XP an account
 * starts with (from its NFTs) counts from its first day; every later point comes from a recorded session.
 */
export function xpSeries(
  totalNow: number,
  earned: readonly XpEarned[],
  samples: readonly Sample[],
): number[] {
  return samples.map(({ at }) =>
    earned.reduce((total, session) => (session.at > at ? total - session.xp : total), totalNow),
  );
}
