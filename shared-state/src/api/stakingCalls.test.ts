import { gameApiOnFakeServer, json } from './fakeGameServer.testkit';

const SIGNATURE = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';
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

  it('reads the pool and posts adds and removes with exact amounts', async () => {
    server.routes.set('GET /api/pool', (r) => json(r, 200, POOL));
    server.routes.set('POST /api/pool/add', (r) => json(r, 200, { action: ACTION, pool: POOL }));
    server.routes.set('POST /api/pool/remove', (r) =>
      json(r, 200, { action: { ...ACTION, kind: 'remove' }, pool: POOL }),
    );
    await expect(api().getPool()).resolves.toEqual(POOL);
    await expect(api().addLiquidity({ signature: SIGNATURE, minLp: '0.0995' })).resolves.toEqual({
      action: ACTION,
      pool: POOL,
    });
    const removed = await api().removeLiquidity({ signature: SIGNATURE, minDfl: '9.95', minUsdc: '0.995' });
    expect(removed.action.kind).toBe('remove');
    expect(server.seen.map((s) => [s.method, s.url, s.body])).toEqual([
      ['GET', '/api/pool', ''],
      ['POST', '/api/pool/add', JSON.stringify({ signature: SIGNATURE, minLp: '0.0995' })],
      [
        'POST',
        '/api/pool/remove',
        JSON.stringify({ signature: SIGNATURE, minDfl: '9.95', minUsdc: '0.995' }),
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
    await expect(api().stake({ signature: SIGNATURE, optionId: 'lp-30d' })).resolves.toEqual(result);
    await expect(api().claimRewards({ positionId: 'p-1' })).resolves.toEqual(result);
    await expect(api().unstake({ positionId: 'p-1' })).rejects.toMatchObject({
      status: 409,
      message: 'This stake is locked until 2026-07-01 12:00 UTC',
    });
    await expect(api().getStakingHistory()).resolves.toEqual([ACTION]);
  });

  it('rejects an answer with a float amount as unexpected', async () => {
    server.routes.set('GET /api/pool', (r) => json(r, 200, { ...POOL, lpSupply: 1e6 }));
    await expect(api().getPool()).rejects.toMatchObject({
      message: 'The game server answered with an unexpected response (GET /pool)',
    });
  });
});
