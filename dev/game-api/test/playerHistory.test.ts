import { xpResponseSchema } from '@companion/shared-state/schemas';
import { toBaseUnits } from '../src/funds/units';
import { DAY_MS } from '../src/history/dailySamples';
import type { HistoryStore, StakeSpanRow } from '../src/history/historyStore';
import { PlayerHistory } from '../src/history/PlayerHistory';
import { priceList } from '../src/prices/priceList';
import { DEFAULT_STAKING_RATES, stakeOptions } from '../src/staking/stakeOptions';

// Where the history places what the game recorded (docs/game-api.md, "History"), on a game clock moved 3 days on.

const SIGN_UP = Date.parse('2026-11-01T10:00:00.000Z');
const GAME_NOW = SIGN_UP + 3 * DAY_MS;
const DFL = 1_000_000_000n;

function history(store: Partial<HistoryStore>, xp = 0) {
  return new PlayerHistory({
    store: { xpEarned: () => [], movements: () => [], stakeSpans: () => [], ...store },
    readXp: (walletId) =>
      xpResponseSchema.parse({ walletId, gameId: 'Total', xp, level: 1, nextLevelXp: 100 }),
    options: stakeOptions(DEFAULT_STAKING_RATES),
    // The seeded pool: 0.1 USD a DFL.
    prices: async () =>
      priceList({ dfl: 100_000n * DFL, usdc: 10_000_000_000n, lpSupply: 1_000n * DFL }, GAME_NOW),
    signedUpAt: () => SIGN_UP,
    gameNow: () => GAME_NOW,
  });
}

test("real-time records stay at their real time: the starting funds count from the sign-up's day", async () => {
  const value = await history({
    movements: () => [{ token: 'DFL', balance_after: 500n * DFL, created_at: BigInt(SIGN_UP) }],
  }).value('w', () => undefined);
  expect(value.points).toEqual([
    { day: '2026-11-01', value: '50' },
    { day: '2026-11-02', value: '50' },
    { day: '2026-11-03', value: '50' },
    { day: '2026-11-04', value: '50' },
  ]);
});

test("an unstake is never placed before its lock's end, however early its real time", async () => {
  // A 30-day DFL stake from the sign-up, its lock's end reached by moving the clock, unstaked a minute later in
  // real time: it stays staked until its lock's end, past today here.
  const stake: StakeSpanRow = {
    wallet_id: 'w',
    option_id: 'dfl-30d',
    amount: 10n * DFL,
    lock_end: BigInt(SIGN_UP + 30 * DAY_MS),
    status: 'closed',
    unstaked_at: BigInt(SIGN_UP + 60_000),
  };
  const value = await history({ stakeSpans: () => [stake] }).value('w', () => undefined);
  expect(value.points.map((point) => point.value)).toEqual(['1', '1', '1', '1']);
  const rewards = history({ stakeSpans: () => [stake] }).rewards('w');
  // 0.002 DFL a second shared by the 100,000 DFL floor: 10 DFL earns 200 base units a second, every day.
  const units = rewards.points.map((point) => toBaseUnits(point.value, 9)!);
  // Today, 3 days after the stake: 200 · 259,200 base units.
  expect(units[3]).toBe(200n * 3n * 86_400n);
  expect(units.every((value, index) => index === 0 || value > units[index - 1]!)).toBe(true);
});
