import { isSubmissionPending } from '../schemas';
import { gameApiOnFakeServer, json } from './fakeGameServer.testkit';

const SIGNATURE = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';
/** The player's transaction as the app hands it over, signed and not sent (the client passes it on as is). */
const TRANSACTION = Buffer.alloc(300, 5).toString('base64');
const PENDING = {
  status: 'pending',
  signature: SIGNATURE,
  message: 'Your transaction is on its way: the game books it as soon as the chain confirms it.',
};
const POOL = {
  dflReserve: '100000000.000000001',
  usdcReserve: '10000000.000001',
  lpSupply: '1000000',
  accounts: { dflMint: 'D', usdcMint: 'U', lpMint: 'L', dflReserve: 'RD', usdcReserve: 'RU' },
};
const ACTION = {
  id: 'a-1',
  kind: 'add',
  dfl: '10',
  usdc: '1',
  lp: '0.1',
  status: 'confirmed',
  signature: SIGNATURE,
  payoutSignature: SIGNATURE,
  error: null,
  createdAt: '2026-06-01T12:00:00.000Z',
};
const POSITION = {
  id: 'p-1',
  optionId: 'lp-30d',
  token: 'DFL_USDC',
  lockDays: 30,
  amount: '5',
  rewards: '0.000000001',
  rewardPerSecond: '0.003',
  asOf: '2026-06-01T12:00:00.000Z',
  lockEnd: '2026-07-01T12:00:00.000Z',
  status: 'active',
  signature: SIGNATURE,
  createdAt: '2026-06-01T12:00:00.000Z',
};

describe('createGameApi: pool and staking', () => {
  const { server, api } = gameApiOnFakeServer();

  it("asks for a stake's plan with the option and the amount in the query, and checks the answer", async () => {
    const plan = {
      optionId: 'dfl-30d',
      amount: '10',
      seconds: 2_592_000,
      rewards: '0.5184',
      rewardPerSecond: '0.0000002',
      asOf: '2026-06-01T12:00:00.000Z',
    };
    server.routes.set('GET /api/staking/plan?optionId=dfl-30d&amount=10', (r) => json(r, 200, plan));
    await expect(api().getStakePlan({ optionId: 'dfl-30d', amount: '10' })).resolves.toEqual(plan);
    server.routes.set('GET /api/staking/plan?optionId=dfl-30d&amount=10', (r) =>
      json(r, 200, { ...plan, rewards: -1 }),
    );
    await expect(api().getStakePlan({ optionId: 'dfl-30d', amount: '10' })).rejects.toThrow();
  });

  it('reads the pool and posts adds and removes with exact amounts', async () => {
    server.routes.set('GET /api/pool', (r) => json(r, 200, POOL));
    server.routes.set('POST /api/pool/add', (r) => json(r, 200, { action: ACTION, pool: POOL }));
    server.routes.set('POST /api/pool/remove', (r) =>
      json(r, 200, { action: { ...ACTION, kind: 'remove' }, pool: POOL }),
    );
    await expect(api().getPool()).resolves.toEqual(POOL);
    await expect(api().addLiquidity({ transaction: TRANSACTION, minLp: '0.0995' })).resolves.toEqual({
      action: ACTION,
      pool: POOL,
    });
    await expect(
      api().removeLiquidity({ transaction: TRANSACTION, minDfl: '9.95', minUsdc: '0.995' }),
    ).resolves.toEqual({ action: { ...ACTION, kind: 'remove' }, pool: POOL });
    expect(server.seen.map((s) => [s.method, s.url, s.body])).toEqual([
      ['GET', '/api/pool', ''],
      ['POST', '/api/pool/add', JSON.stringify({ transaction: TRANSACTION, minLp: '0.0995' })],
      [
        'POST',
        '/api/pool/remove',
        JSON.stringify({ transaction: TRANSACTION, minDfl: '9.95', minUsdc: '0.995' }),
      ],
    ]);
  });

  it('reads staking and posts stake, claim and unstake', async () => {
    const overview = {
      options: [
        {
          id: 'lp-30d',
          token: 'DFL_USDC',
          lockDays: 30,
          rewardPerSecond: '0.003',
          totalStaked: '5',
          apr: '9.46',
        },
      ],
      positions: [POSITION],
      vaults: { DFL: 'SD', DFL_USDC: 'SL' },
      now: '2026-06-01T12:00:00.000Z',
    };
    const result = { position: POSITION, action: { ...ACTION, kind: 'stake' } };
    server.routes.set('GET /api/staking', (r) => json(r, 200, overview));
    server.routes.set('POST /api/staking/stake', (r) => json(r, 200, result));
    server.routes.set('POST /api/staking/claim', (r) => json(r, 200, result));
    server.routes.set('POST /api/staking/unstake', (r) =>
      json(r, 409, { error: 'This stake is locked until 2026-07-01 12:00 UTC' }),
    );
    server.routes.set('GET /api/staking/history', (r) => json(r, 200, [ACTION]));
    await expect(api().getStaking()).resolves.toEqual(overview);
    await expect(api().stake({ transaction: TRANSACTION, optionId: 'lp-30d' })).resolves.toEqual(result);
    await expect(api().claimRewards({ positionId: 'p-1', idempotencyKey: 'key-12345678' })).resolves.toEqual(
      result,
    );
    await expect(api().unstake({ positionId: 'p-1', idempotencyKey: 'key-12345678' })).rejects.toMatchObject({
      status: 409,
      message: 'This stake is locked until 2026-07-01 12:00 UTC',
    });
    await expect(api().getStakingHistory()).resolves.toEqual([ACTION]);
  });

  it('answers a stake, an add or a remove the chain has not confirmed yet (202) with the pending answer', async () => {
    for (const path of ['/pool/add', '/pool/remove', '/staking/stake']) {
      server.routes.set(`POST /api${path}`, (r) => json(r, 202, PENDING));
    }
    const answers = [
      await api().addLiquidity({ transaction: TRANSACTION, minLp: '0' }),
      await api().removeLiquidity({ transaction: TRANSACTION, minDfl: '0', minUsdc: '0' }),
      await api().stake({ transaction: TRANSACTION, optionId: 'dfl-flexible' }),
    ];
    expect(answers).toEqual([PENDING, PENDING, PENDING]);
    expect(answers.every(isSubmissionPending)).toBe(true);
    expect(server.seen.map((s) => s.url)).toEqual([
      '/api/pool/add',
      '/api/pool/remove',
      '/api/staking/stake',
    ]);
  });

  it("passes on the game's refusal of a stake in its words", async () => {
    server.routes.set('POST /api/staking/stake', (r) =>
      json(r, 409, { error: 'this transaction was already sent as a deposit' }),
    );
    await expect(api().stake({ transaction: TRANSACTION, optionId: 'dfl-flexible' })).rejects.toMatchObject({
      status: 409,
      message: 'this transaction was already sent as a deposit',
    });
  });

  it('rejects an answer with a float amount as unexpected', async () => {
    server.routes.set('GET /api/pool', (r) => json(r, 200, { ...POOL, lpSupply: 1e6 }));
    await expect(api().getPool()).rejects.toMatchObject({
      message: 'The game server answered with an unexpected response (GET /pool)',
    });
  });
});
