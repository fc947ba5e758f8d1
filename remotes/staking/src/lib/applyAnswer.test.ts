import { action, POOL, position } from '../testing/fakes';
import type { StakingData } from '../hooks/useStakingData';
import { actionUpdate, liquidityAnswer, positionUpdate, stakeAnswer } from './applyAnswer';

const loaded = (overrides: Partial<StakingData> = {}): StakingData => ({
  pool: POOL,
  staking: {
    options: [],
    positions: [position()],
    vaults: { DFL: 'v1', DFL_USDC: 'v2' },
    now: '2026-01-01T00:00:00.000Z',
  },
  history: [action()],
  loadedAt: 1_000,
  receivedAt: {},
  ...overrides,
});

describe('applying what the game answered', () => {
  it('adds a new position first, replaces a known one, drops a closed one', () => {
    const added = positionUpdate(position({ id: 'p-2', amount: '3' }))(loaded());
    expect(added.staking.positions.map((p) => p.id)).toEqual(['p-2', 'p-1']);
    // Its rewards tick from when its figures arrived, not from the page's load.
    expect(added.receivedAt['p-2']).toBeGreaterThan(1_000);
    const replaced = positionUpdate(position({ amount: '9' }))(added);
    expect(replaced.staking.positions.map((p) => [p.id, p.amount])).toEqual([
      ['p-2', '3'],
      ['p-1', '9'],
    ]);
    expect(
      positionUpdate(position({ status: 'closed' }))(replaced).staking.positions.map((p) => p.id),
    ).toEqual(['p-2']);
  });

  it('puts a stake answer in the positions and the history, and a liquidity answer in the history and the pool', () => {
    const staked = stakeAnswer({
      position: position({ id: 'p-3' }),
      action: action({ id: 'a-3', kind: 'stake' }),
    })(loaded());
    expect(staked.staking.positions[0]?.id).toBe('p-3');
    expect(staked.history.map((entry) => entry.id)).toEqual(['a-3', 'a-1']);
    const pool = { ...POOL, dflReserve: '123' };
    const added = liquidityAnswer({ action: action({ id: 'a-4', kind: 'add' }), pool })(staked);
    expect(added.pool.dflReserve).toBe('123');
    expect(actionUpdate(action({ id: 'a-4', status: 'refunded' }))(added).history[0]?.status).toBe(
      'refunded',
    );
  });
});
