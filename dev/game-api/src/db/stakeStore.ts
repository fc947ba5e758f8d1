import type { Database } from 'better-sqlite3';
import type { RewardPool, RewardPosition } from '../staking/rewardMath';

export type PositionStatus = 'active' | 'closing' | 'closed';

export interface PositionRow {
  id: string;
  wallet_id: string;
  option_id: string;
  amount: bigint;
  reward_per_token_paid: string;
  rewards: bigint;
  /** Game time, ms. */
  lock_end: bigint;
  status: PositionStatus;
  signature: string;
  created_at: bigint;
}

export interface PoolAccumulator {
  totalStaked: bigint;
  rewardPerToken: bigint;
  /** Game time, seconds. */
  updatedAt: bigint;
}

/** Staking accumulators (one per option) and positions. */
export function createStakeStore(db: Database) {
  const readPool = db
    .prepare<[string], { reward_per_token: string; total_staked: bigint; updated_at: bigint }>(
      'SELECT * FROM stake_pools WHERE id = ?',
    )
    .safeIntegers(true);
  const upsertPool = db.prepare(
    `INSERT INTO stake_pools (id, reward_per_token, total_staked, updated_at)
     VALUES (@id, @rewardPerToken, @totalStaked, @updatedAt)
     ON CONFLICT (id) DO UPDATE SET reward_per_token = excluded.reward_per_token,
       total_staked = excluded.total_staked, updated_at = excluded.updated_at`,
  );
  const insert = db.prepare(
    `INSERT INTO stake_positions (id, wallet_id, option_id, amount, reward_per_token_paid, rewards, lock_end,
       status, signature, created_at)
     VALUES (@id, @walletId, @optionId, @amount, @rewardPerTokenPaid, 0, @lockEnd, 'active', @signature, @at)`,
  );
  const byId = db
    .prepare<[string], PositionRow>('SELECT * FROM stake_positions WHERE id = ?')
    .safeIntegers(true);
  const bySignature = db
    .prepare<[string], PositionRow>('SELECT * FROM stake_positions WHERE signature = ?')
    .safeIntegers(true);
  const byWallet = db
    .prepare<[string], PositionRow>(
      "SELECT * FROM stake_positions WHERE wallet_id = ? AND status != 'closed' ORDER BY created_at DESC, rowid DESC",
    )
    .safeIntegers(true);
  const settle = db.prepare(
    'UPDATE stake_positions SET rewards = @rewards, reward_per_token_paid = @paid, status = @status WHERE id = @id',
  );

  return {
    pool(id: string, fallbackNow: bigint): PoolAccumulator {
      const row = readPool.get(id);
      return row
        ? {
            totalStaked: row.total_staked,
            rewardPerToken: BigInt(row.reward_per_token),
            updatedAt: row.updated_at,
          }
        : { totalStaked: 0n, rewardPerToken: 0n, updatedAt: fallbackNow };
    },
    savePool(id: string, pool: Omit<RewardPool, 'rate'>): void {
      upsertPool.run({
        id,
        rewardPerToken: pool.rewardPerToken.toString(),
        totalStaked: pool.totalStaked,
        updatedAt: pool.updatedAt,
      });
    },
    insert(position: {
      id: string;
      walletId: string;
      optionId: string;
      amount: bigint;
      rewardPerTokenPaid: bigint;
      lockEnd: number;
      signature: string;
      at: number;
    }): void {
      insert.run({ ...position, rewardPerTokenPaid: position.rewardPerTokenPaid.toString() });
    },
    get: (id: string): PositionRow | undefined => byId.get(id),
    bySignature: (signature: string): PositionRow | undefined => bySignature.get(signature),
    openByWallet: (walletId: string): PositionRow[] => byWallet.all(walletId),
    save(id: string, position: Omit<RewardPosition, 'amount'> & { status: PositionStatus }): void {
      settle.run({
        id,
        rewards: position.rewards,
        paid: position.rewardPerTokenPaid.toString(),
        status: position.status,
      });
    },
  };
}
export type StakeStore = ReturnType<typeof createStakeStore>;
