import { earned, rewardPerTokenAt, type RewardPool } from '../src/staking/rewardMath';
import { planStake } from '../src/staking/stakePlan';
import { stakePlanSchema } from '@companion/shared-state/schemas';
import { getJson, startTestServer, type TestServer } from './support/testServer';

// A stake's plan (docs/game-api.md, "Staking"): what the accrual pays a position opened now, after the
// plan's seconds, if nothing else changes; same inputs, same figure.

const DFL = 1_000_000_000n;
const DAY = 86_400n;

/** Opens a position of `amount` at `now` the way the game does, and reads what it earned `seconds` later. */
function accrued(pool: RewardPool, amount: bigint, now: bigint, seconds: bigint): bigint {
  const paid = rewardPerTokenAt(pool, now);
  const opened: RewardPool = {
    ...pool,
    rewardPerToken: paid,
    updatedAt: now,
    totalStaked: pool.totalStaked + amount,
  };
  // The game brings the accumulator up to date at each read; a read halfway changes nothing.
  const halfway: RewardPool = {
    ...opened,
    rewardPerToken: rewardPerTokenAt(opened, now + seconds / 2n),
    updatedAt: now + seconds / 2n,
  };
  return earned({ amount, rewardPerTokenPaid: paid, rewards: 0n }, rewardPerTokenAt(halfway, now + seconds));
}

const dfl30: RewardPool = {
  rate: 2_000_000n,
  totalStaked: 0n,
  rewardPerToken: 0n,
  updatedAt: 0n,
  fullEmissionAt: 100_000n * DFL,
};

describe('a stake plan', () => {
  it('is what the accrual pays, below the floor, above it, and with others staked', () => {
    for (const [pool, amount] of [
      [dfl30, 10n * DFL],
      [
        { ...dfl30, totalStaked: 250_000n * DFL, rewardPerToken: 123_456_789n, updatedAt: 50n },
        3_333_333_333n,
      ],
      [{ ...dfl30, fullEmissionAt: 0n, totalStaked: 7n }, 1n],
    ] as const) {
      const plan = planStake(pool, amount, 1_000n, 30n * DAY);
      expect(plan.rewards).toBe(accrued(pool, amount, 1_000n, 30n * DAY));
    }
  });

  it('says the exact figures of the default 30-day DFL option for 10 DFL, rounded down', () => {
    // 0.002 DFL a second shared by the 100,000 DFL floor: 10 DFL earns 0.0000002 DFL a second.
    const plan = planStake(dfl30, 10n * DFL, 0n, 30n * DAY);
    expect(plan.rewardPerSecond).toBe(200n);
    expect(plan.rewards).toBe(200n * 30n * DAY);
    // 1 base unit of a 3-unit stake over a 7-unit pool: rounded down, never up.
    expect(planStake({ ...dfl30, fullEmissionAt: 0n, totalStaked: 7n, rate: 1n }, 3n, 0n, 1n).rewards).toBe(
      0n,
    );
  });
});

describe('GET {api}/staking/plan', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    ({ token } = await server.signedInWallet());
  });
  afterAll(() => server.stop());

  const plan = (query: string) => getJson(`${server.apiUrl}/staking/plan?${query}`, { authorization: token });

  it("answers the default options' figures: 10 DFL for 30 days, 0.01 LP flexible over 30 days", async () => {
    const dfl = await plan('optionId=dfl-30d&amount=10');
    expect(dfl.status).toBe(200);
    expect(stakePlanSchema.parse(dfl.body)).toMatchObject({
      optionId: 'dfl-30d',
      amount: '10',
      seconds: 2_592_000,
      rewards: '0.5184',
      rewardPerSecond: '0.0000002',
    });
    // 0.0015 DFL a second shared by the 1,000 LP floor: 0.01 LP earns 0.000000015 DFL a second.
    const lp = await plan('optionId=lp-flexible&amount=0.01');
    expect(stakePlanSchema.parse(lp.body)).toMatchObject({
      seconds: 2_592_000,
      rewards: '0.03888',
      rewardPerSecond: '0.000000015',
    });
  });

  it('refuses a missing or unknown option and an amount that is not one, naming the field', async () => {
    const unknown = await plan('optionId=nope&amount=1');
    expect(unknown.status).toBe(400);
    expect((unknown.body as { error: string }).error).toMatch(/^optionId must be one of dfl-flexible, /);
    for (const amount of ['0', '1.0000000001', '-1', 'x']) {
      const bad = await plan(`optionId=dfl-30d&amount=${amount}`);
      expect([amount, bad.status]).toEqual([amount, 400]);
      expect((bad.body as { error: string }).error).toMatch(/amount/);
    }
    const anonymous = await getJson(`${server.apiUrl}/staking/plan?optionId=dfl-30d&amount=1`);
    expect(anonymous.status).toBe(401);
  });
});
