import { dailySamples, DAY_MS } from '../src/history/dailySamples';
import { rewardsSeries, type StakeSpan } from '../src/history/rewardsSeries';
import { valueSeries } from '../src/history/valueSeries';
import { xpSeries } from '../src/history/xpSeries';
import { earned, rewardPerTokenAt, type RewardPool } from '../src/staking/rewardMath';

// The player's figures over time (docs/game-api.md, "History"): one point a day, exact, from the records.

const NOV_1 = Date.parse('2026-11-01T00:00:00.000Z');
const DFL = 1_000_000_000n;

describe('daily samples', () => {
  it('reads each UTC day at its last millisecond and today at now', () => {
    const now = NOV_1 + 2 * DAY_MS + 5_000;
    expect(dailySamples(NOV_1 + 3_600_000, now)).toEqual([
      { day: '2026-11-01', at: NOV_1 + DAY_MS - 1 },
      { day: '2026-11-02', at: NOV_1 + 2 * DAY_MS - 1 },
      { day: '2026-11-03', at: now },
    ]);
  });

  it('keeps the last year only, and today alone for a player who started today or later', () => {
    const now = NOV_1 + 400 * DAY_MS;
    const year = dailySamples(NOV_1, now);
    expect(year).toHaveLength(365);
    expect(year[0]!.day).toBe('2026-12-07');
    expect(year[364]).toEqual({ day: '2027-12-06', at: now });
    expect(dailySamples(now + DAY_MS, now)).toEqual([{ day: '2027-12-06', at: now }]);
  });
});

describe('XP over time', () => {
  it("is today's total less what was earned after each day", () => {
    const samples = dailySamples(NOV_1, NOV_1 + 2 * DAY_MS + 10);
    const earnedXp = [
      { at: NOV_1 + 10, xp: 3 },
      { at: NOV_1 + DAY_MS - 1, xp: 5 },
      { at: NOV_1 + DAY_MS, xp: 7 },
      { at: NOV_1 + 2 * DAY_MS + 5, xp: 11 },
    ];
    // 1,000 at the start, then +8 on day 1, +7 on day 2, +11 today.
    expect(xpSeries(1_026, earnedXp, samples)).toEqual([1_008, 1_015, 1_026]);
  });
});

describe('staking rewards over time', () => {
  const option = { id: 'dfl-30', rate: 2_000_000n, fullEmissionAt: 100_000n * DFL };

  it('replays the accumulator as the game settles it: exactly what each stake earned', () => {
    // Mine: 10 DFL from day 0 noon; someone else's 250,000 DFL from day 1 to day 2 noon (above the floor,
    // so the rate is shared); mine again, 5 DFL, from day 2 to an unstake on day 3.
    const t = (days: number) => NOV_1 + days * DAY_MS;
    const spans: StakeSpan[] = [
      { optionId: 'dfl-30', amount: 10n * DFL, start: t(0.5), end: null, mine: true },
      { optionId: 'dfl-30', amount: 250_000n * DFL, start: t(1), end: t(2.5), mine: false },
      { optionId: 'dfl-30', amount: 5n * DFL, start: t(2), end: t(3), mine: true },
      { optionId: 'other', amount: 99n * DFL, start: t(0), end: null, mine: true },
    ];
    const samples = dailySamples(t(0), t(3.5));
    const series = rewardsSeries([option], spans, samples);

    // The game's own accrual, step by step, at the same moments (seconds).
    const s = (days: number) => BigInt(t(days) / 1000);
    let pool: RewardPool = {
      rate: option.rate,
      fullEmissionAt: option.fullEmissionAt,
      totalStaked: 0n,
      rewardPerToken: 0n,
      updatedAt: 0n,
    };
    const settle = (at: bigint, change: bigint) => {
      const rewardPerToken = rewardPerTokenAt(pool, at);
      pool = { ...pool, rewardPerToken, updatedAt: at, totalStaked: pool.totalStaked + change };
      return rewardPerToken;
    };
    const paidA = settle(s(0.5), 10n * DFL);
    const at = (days: number) => rewardPerTokenAt(pool, s(days) - (days === 3.5 ? 0n : 1n));
    const a = (rewardPerToken: bigint) =>
      earned({ amount: 10n * DFL, rewardPerTokenPaid: paidA, rewards: 0n }, rewardPerToken);
    const day0 = a(at(1));
    settle(s(1), 250_000n * DFL);
    const day1 = a(at(2));
    const paidB = settle(s(2), 5n * DFL);
    const b = (rewardPerToken: bigint) =>
      earned({ amount: 5n * DFL, rewardPerTokenPaid: paidB, rewards: 0n }, rewardPerToken);
    settle(s(2.5), -250_000n * DFL);
    const day2 = a(at(3)) + b(at(3));
    const closedB = b(settle(s(3), -5n * DFL));
    const today = a(at(3.5)) + closedB;

    expect(series).toEqual([day0, day1, day2, today]);
    // Below the floor 10 DFL earns 200 base units a second: half a day of it on day 0.
    expect(day0).toBe(200n * 43_199n);
    expect(series.every((value, index) => index === 0 || value >= series[index - 1]!)).toBe(true);
  });

  it('is 0 on every day for a player with no stakes', () => {
    const spans: StakeSpan[] = [{ optionId: 'dfl-30', amount: DFL, start: NOV_1, end: null, mine: false }];
    expect(rewardsSeries([option], spans, dailySamples(NOV_1, NOV_1 + DAY_MS))).toEqual([0n, 0n]);
  });
});

describe('value over time', () => {
  it("values each day's balances and open stakes exactly, and names what has no price", () => {
    const samples = dailySamples(NOV_1, NOV_1 + 2 * DAY_MS);
    const prices = new Map([
      ['DFL', '0.1'],
      ['GOLDY', null],
      ['DFL_USDC', '0.2'],
    ] as const);
    const series = valueSeries(
      [
        { token: 'GOLDY', at: NOV_1, balance: 5n * DFL },
        { token: 'DFL', at: NOV_1 + 1, balance: 3n * DFL },
        { token: 'DFL', at: NOV_1 + DAY_MS + 1, balance: 1n },
      ],
      [{ token: 'DFL_USDC', amount: DFL / 2n, start: NOV_1 + DAY_MS, end: NOV_1 + 2 * DAY_MS }],
      prices,
      samples,
    );
    expect(series).toEqual({
      // Day 1: 3 DFL. Day 2: 0.000000001 DFL and 0.5 LP. Today: the stake is out, 0.000000001 DFL.
      values: ['0.3', '0.1000000001', '0.0000000001'],
      unpriced: ['GOLDY'],
    });
  });
});
