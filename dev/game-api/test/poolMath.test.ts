import {
  lpForDeposit,
  MINIMUM_LIQUIDITY,
  payoutForLp,
  sqrtFloor,
  usdcForDfl,
  dflForUsdc,
} from '../src/pool/poolMath';
import { earned, REWARD_PRECISION, rewardPerTokenAt, type RewardPool } from '../src/staking/rewardMath';
import { aprPercent } from '../src/staking/apr';

describe('pool maths', () => {
  it('mints sqrt(x · y) less the locked minimum into an empty pool', () => {
    const empty = { dfl: 0n, usdc: 0n, lpSupply: 0n };
    expect(lpForDeposit(empty, 100_000_000_000n, 10_000_000n)).toBe(1_000_000_000n - MINIMUM_LIQUIDITY);
    // sqrt(2) rounds down.
    expect(lpForDeposit(empty, 2_000_000n, 1_000_000n)).toBe(
      sqrtFloor(2_000_000_000_000n) - MINIMUM_LIQUIDITY,
    );
    expect(lpForDeposit(empty, 10n, 10n)).toBe(0n);
  });

  it('mints min(dx · S / X, dy · S / Y) rounded down into a funded pool', () => {
    const pool = { dfl: 1_000n, usdc: 300n, lpSupply: 700n };
    expect(lpForDeposit(pool, 10n, 3n)).toBe(7n);
    expect(lpForDeposit(pool, 10n, 1n)).toBe(2n); // 1 · 700 / 300 = 2.33 → the USDC side limits
    expect(lpForDeposit(pool, 3n, 100n)).toBe(2n); // 3 · 700 / 1000 = 2.1
  });

  it('never mints above the proportional share of either side', () => {
    const pool = { dfl: 123_456_789n, usdc: 98_765n, lpSupply: 3_333_333n };
    for (let dx = 1n; dx < 5_000n; dx += 37n) {
      const dy = usdcForDfl(pool, dx);
      const lp = lpForDeposit(pool, dx, dy);
      expect(lp * pool.dfl).toBeLessThanOrEqual(dx * pool.lpSupply);
      expect(lp * pool.usdc).toBeLessThanOrEqual(dy * pool.lpSupply);
    }
  });

  it('asks for the other side rounded up and pays removals rounded down', () => {
    const pool = { dfl: 1_000n, usdc: 333n, lpSupply: 500n };
    expect(usdcForDfl(pool, 10n)).toBe(4n); // 3.33 → 4
    expect(dflForUsdc(pool, 1n)).toBe(4n); // 3.003 → 4
    expect(payoutForLp(pool, 7n)).toEqual({ dfl: 14n, usdc: 4n }); // 14, 4.662
  });

  it('takes the floor square root of large numbers exactly', () => {
    for (const n of [0n, 1n, 3n, 4n, 99n, 10n ** 30n, 10n ** 30n - 1n, 2n ** 127n]) {
      const root = sqrtFloor(n);
      expect(root * root <= n && (root + 1n) * (root + 1n) > n).toBe(true);
    }
  });
});

describe('reward accumulator', () => {
  it('pays rate × time across stakers joining and leaving, within one base unit per staker', () => {
    const rate = 7_777_777n; // base units a second
    let pool: RewardPool = { rate, totalStaked: 0n, rewardPerToken: 0n, updatedAt: 0n };
    interface Staker {
      amount: bigint;
      paid: bigint;
      rewards: bigint;
      active: boolean;
    }
    const stakers: Staker[] = [];
    const at = (now: bigint) => {
      pool = { ...pool, rewardPerToken: rewardPerTokenAt(pool, now), updatedAt: now };
    };
    const settle = (s: Staker) => {
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
    const leave = (now: bigint, s: Staker) => {
      at(now);
      settle(s);
      s.active = false;
      pool = { ...pool, totalStaked: pool.totalStaked - s.amount };
    };

    const a = join(0n, 1_000_000_001n);
    join(13n, 333_333_333_333n);
    const c = join(100n, 7n);
    leave(250n, a);
    join(251n, 42_000_000_000n);
    leave(999n, c);
    join(1_500n, 1n);
    at(86_400n);
    stakers.filter((s) => s.active).forEach(settle);

    const paid = stakers.reduce((sum, s) => sum + s.rewards, 0n);
    // Someone was staked the whole time, so everything accrued is owed to someone.
    const owed = rate * 86_400n;
    expect(paid).toBeLessThanOrEqual(owed);
    expect(owed - paid).toBeLessThanOrEqual(BigInt(stakers.length));
  });

  it('accrues nothing while nothing is staked', () => {
    const pool = { rate: 10n, totalStaked: 0n, rewardPerToken: 5n, updatedAt: 0n };
    expect(rewardPerTokenAt(pool, 1_000n)).toBe(5n);
    expect(earned({ amount: 2n, rewardPerTokenPaid: 0n, rewards: 1n }, REWARD_PRECISION)).toBe(3n);
  });

  it('gives APR as rate · seconds a year / value staked, LP valued at twice its DFL share', () => {
    const stake = { rate: 1_000_000n, fullEmissionAt: 0n, amount: 0n };
    // 0.001 DFL a second on 31,536 DFL = 100 %.
    expect(aprPercent({ ...stake, totalStaked: 31_536_000_000_000n })).toBe('100.00');
    expect(aprPercent({ ...stake, totalStaked: 0n })).toBeNull();
    // 1 LP = 100 DFL + 10 USDC, worth 200 DFL: 157.68 LP = 31,536 DFL.
    const reserves = { dfl: 100_000_000_000_000n, usdc: 10_000_000_000n, lpSupply: 1_000_000_000_000n };
    expect(aprPercent({ ...stake, totalStaked: 157_680_000_000n, lp: { reserves } })).toBe('100.00');
  });
});
