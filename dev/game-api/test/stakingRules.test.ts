import { HttpError } from '../src/http/HttpError';
import { aprBasisPoints, aprPercent, SECONDS_PER_YEAR } from '../src/staking/apr';
import {
  earned,
  REWARD_PRECISION,
  rewardPerSecond,
  rewardPerTokenAt,
  type RewardPool,
} from '../src/staking/rewardMath';
import {
  DEFAULT_STAKE_LIMITS,
  DEFAULT_STAKING_RATES,
  refuseStakeBelowMinimum,
  rewardPool,
  stakeOptions,
} from '../src/staking/stakeOptions';

// Staking rules against dust (docs/game-api.md, "Staking"): a floor the rate is shared by, what a new stake's
// APR is, and the smallest stake.

const DAY = 86_400n;
const DFL = 1_000_000_000n; // base units of one DFL or one LP
/** The seeded pool: 100 DFL and 10 USDC per LP, so one LP is worth 200 DFL. */
const RESERVES = { dfl: 100_000n * DFL, usdc: 10_000_000_000n, lpSupply: 1_000n * DFL };

describe('the floor the reward rate is shared by', () => {
  const lp365 = { rate: 10_000_000n, rewardPerToken: 0n, updatedAt: 0n }; // 0.01 DFL a second

  it('pays 1e-9 LP alone nothing in a game day, where without the floor it took the whole 864 DFL', () => {
    const dust = { amount: 1n, rewardPerTokenPaid: 0n, rewards: 0n };
    const uncapped: RewardPool = { ...lp365, totalStaked: 1n };
    expect(earned(dust, rewardPerTokenAt(uncapped, DAY))).toBe(864n * DFL);
    const capped: RewardPool = { ...uncapped, fullEmissionAt: 1_000n * DFL };
    expect(earned(dust, rewardPerTokenAt(capped, DAY))).toBe(0n);
  });

  it('pays the smallest stake alone its share of the floor: 0.01 LP of 1,000 earns 0.00864 DFL a day', () => {
    const pool: RewardPool = { ...lp365, totalStaked: DFL / 100n, fullEmissionAt: 1_000n * DFL };
    const position = { amount: DFL / 100n, rewardPerTokenPaid: 0n, rewards: 0n };
    expect(earned(position, rewardPerTokenAt(pool, DAY))).toBe(8_640_000n);
    expect(rewardPerSecond(pool, position.amount)).toBe(100n);
  });

  it('shares the whole rate as before once at least the floor is staked', () => {
    const staked = 2_000n * DFL;
    const withFloor: RewardPool = { ...lp365, totalStaked: staked, fullEmissionAt: 1_000n * DFL };
    const without: RewardPool = { ...lp365, totalStaked: staked };
    expect(rewardPerTokenAt(withFloor, DAY)).toBe(rewardPerTokenAt(without, DAY));
    expect(rewardPerSecond(withFloor, staked)).toBe(lp365.rate);
    expect((rewardPerTokenAt(withFloor, DAY) * staked) / REWARD_PRECISION).toBe(864n * DFL);
  });

  it('never pays more than rate × time while stakers join and leave across the floor', () => {
    const rate = 7_777_777n;
    const floor = 50n * DFL;
    let pool: RewardPool = {
      rate,
      totalStaked: 0n,
      rewardPerToken: 0n,
      updatedAt: 0n,
      fullEmissionAt: floor,
    };
    const stakers: { amount: bigint; paid: bigint; rewards: bigint; active: boolean }[] = [];
    const at = (now: bigint) => {
      pool = { ...pool, rewardPerToken: rewardPerTokenAt(pool, now), updatedAt: now };
    };
    const settle = (s: (typeof stakers)[number]) => {
      s.rewards = earned(
        { amount: s.amount, rewardPerTokenPaid: s.paid, rewards: s.rewards },
        pool.rewardPerToken,
      );
      s.paid = pool.rewardPerToken;
    };
    const join = (now: bigint, amount: bigint) => {
      at(now);
      const s = { amount, paid: pool.rewardPerToken, rewards: 0n, active: true };
      stakers.push(s);
      pool = { ...pool, totalStaked: pool.totalStaked + amount };
      return s;
    };
    const dust = join(0n, 1n);
    const small = join(100n, 10n * DFL);
    join(1_000n, 60n * DFL); // above the floor from here on
    at(5_000n);
    settle(small);
    small.active = false;
    pool = { ...pool, totalStaked: pool.totalStaked - small.amount };
    at(DAY);
    stakers.filter((s) => s.active).forEach(settle);
    const paid = stakers.reduce((sum, s) => sum + s.rewards, 0n);
    expect(paid).toBeLessThanOrEqual(rate * DAY);
    // Below the floor (the first 1,000 s), most of the rate was held back.
    expect(dust.rewards).toBeLessThanOrEqual((rate * DAY) / floor + 1n);
    expect(small.rewards).toBeLessThan((rate * 4_900n * 10n) / 60n);
  });

  it('is read from the option with its rate', () => {
    const [option] = stakeOptions(DEFAULT_STAKING_RATES);
    const pool = rewardPool(option!, { totalStaked: 5n, rewardPerToken: 7n, updatedAt: 9n });
    expect(pool).toEqual({
      totalStaked: 5n,
      rewardPerToken: 7n,
      updatedAt: 9n,
      rate: 1_000_000n,
      fullEmissionAt: 100_000n * DFL,
    });
  });
});

describe('the APR a new stake would earn', () => {
  const dfl365 = { rate: 7_000_000n, fullEmissionAt: 100_000n * DFL }; // 0.007 DFL a second

  it('counts the new stake itself, and never shares by less than the floor', () => {
    // Nothing staked: 1 DFL or 100,000 DFL both share by the floor, 220,752 DFL a year on 100,000.
    expect(aprPercent({ ...dfl365, totalStaked: 0n, amount: DFL })).toBe('220.75');
    expect(aprPercent({ ...dfl365, totalStaked: 0n, amount: 100_000n * DFL })).toBe('220.75');
    // 50,000 staked, 150,000 more: shared by 200,000.
    expect(aprPercent({ ...dfl365, totalStaked: 50_000n * DFL, amount: 150_000n * DFL })).toBe('110.37');
    // 1e-9 DFL staked: before the floor this showed 22,075,200,000,000,000 %.
    expect(aprPercent({ ...dfl365, fullEmissionAt: 0n, totalStaked: 1n, amount: 0n })).toBe(
      '22075200000000000.00',
    );
    expect(aprPercent({ ...dfl365, totalStaked: 1n, amount: DFL })).toBe('220.75');
  });

  it('values LP at twice its DFL share of the pool', () => {
    const lp365 = { rate: 10_000_000n, fullEmissionAt: 1_000n * DFL, lp: { reserves: RESERVES } };
    expect(aprPercent({ ...lp365, totalStaked: 0n, amount: DFL / 100n })).toBe('157.68');
    expect(aprPercent({ ...lp365, totalStaked: 3_000n * DFL, amount: 1_000n * DFL })).toBe('39.42');
  });

  it('is null when it cannot be priced: nothing to share by, or an empty pool for LP', () => {
    expect(aprBasisPoints({ rate: 1n, totalStaked: 0n, fullEmissionAt: 0n, amount: 0n })).toBeNull();
    const empty = { dfl: 0n, usdc: 0n, lpSupply: 0n };
    expect(
      aprBasisPoints({
        rate: 1n,
        totalStaked: 0n,
        fullEmissionAt: DFL,
        amount: DFL,
        lp: { reserves: empty },
      }),
    ).toBeNull();
  });

  it('with the default options, stays at or below 221 % for any stake in any option, however empty', () => {
    const options = stakeOptions(DEFAULT_STAKING_RATES);
    for (const option of options) {
      for (const totalStaked of [0n, 1n, option.minimumStake, option.fullEmissionAt * 10n]) {
        const basisPoints = aprBasisPoints({
          rate: option.rate,
          totalStaked,
          fullEmissionAt: option.fullEmissionAt,
          amount: option.minimumStake,
          ...(option.token === 'DFL' ? {} : { lp: { reserves: RESERVES } }),
        });
        expect(basisPoints).not.toBeNull();
        expect(basisPoints!).toBeLessThanOrEqual(22_100n);
      }
    }
    // The highest: DFL for 365 days, rate · year / 100,000 DFL.
    const top = options.find((option) => option.id === 'dfl-365d')!;
    expect((top.rate * SECONDS_PER_YEAR * 10_000n) / top.fullEmissionAt).toBe(22_075n);
  });
});

describe('the smallest stake', () => {
  const options = stakeOptions(DEFAULT_STAKING_RATES);
  const dfl = options.find((option) => option.id === 'dfl-flexible')!;
  const lp = options.find((option) => option.id === 'lp-365d')!;

  it('is 1 DFL and 0.01 LP by default, for every lock', () => {
    expect(DEFAULT_STAKE_LIMITS.DFL.minimumStake).toBe('1');
    for (const option of options) {
      expect(option.minimumStake).toBe(option.token === 'DFL' ? DFL : DFL / 100n);
    }
  });

  it('refuses less with 400 in player words, and takes the minimum itself', () => {
    expect(() => refuseStakeBelowMinimum(dfl, DFL)).not.toThrow();
    expect(() => refuseStakeBelowMinimum(lp, DFL / 100n)).not.toThrow();
    const refusal = (() => {
      try {
        refuseStakeBelowMinimum(lp, 1n);
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({
      statusCode: 400,
      message: 'The smallest stake in the DFL/USDC LP pool is 0.01 DFL/USDC LP: stake at least that much.',
    });
    expect(() => refuseStakeBelowMinimum(dfl, DFL - 1n)).toThrow(
      'The smallest stake in the DFL pool is 1 DFL: stake at least that much.',
    );
  });

  it('is checked in the configuration', () => {
    expect(() =>
      stakeOptions(DEFAULT_STAKING_RATES, {
        ...DEFAULT_STAKE_LIMITS,
        DFL: { minimumStake: '0', fullEmissionAt: '1' },
      }),
    ).toThrow('stakeLimits.DFL.minimumStake must be more than 0');
    expect(() =>
      stakeOptions(DEFAULT_STAKING_RATES, {
        ...DEFAULT_STAKE_LIMITS,
        DFL_USDC: { minimumStake: '0.0000000001', fullEmissionAt: '1' },
      }),
    ).toThrow('stakeLimits.DFL_USDC.minimumStake is not an amount with at most 9 decimals');
  });
});
