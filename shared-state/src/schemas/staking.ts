import { z } from './zod';
import { amountSchema, isoTimeSchema } from './common';
import { signedTransactionSchema } from './playerTransactions';
import { idempotencyKeySchema } from './raffles';

// The DFL/USDC pool and staking (docs/game-api.md, "Pool and staking"). Amounts are exact decimal
// strings in token units: DFL and DFL/USDC LP have 9 decimals, USDC 6.

export const POOL_DECIMALS = { DFL: 9, USDC: 6, LP: 9 } as const;

/** Lock options in days; 0 is flexible (unstake any time). Longer locks earn a higher rate. */
export const LOCK_DAYS = [0, 30, 90, 180, 365] as const;
export type LockDays = (typeof LOCK_DAYS)[number];

export const STAKE_TOKENS = ['DFL', 'DFL_USDC'] as const;
export const stakeTokenSchema = z.enum(STAKE_TOKENS, { error: 'must be DFL or DFL_USDC' });
export type StakeToken = z.infer<typeof stakeTokenSchema>;

/** An amount the player accepts as the least they get, in token units. */
const minimumSchema = (decimals: number) => {
  const message = `must be a decimal string with at most ${decimals} decimals, e.g. "12.5"`;
  return z
    .string({ error: message })
    .check(z.regex(new RegExp(`^\\d{1,20}(\\.\\d{1,${decimals}})?$`), { error: message }));
};

/** GET {api}/pool: the reserves the server prices against, and the accounts a deposit goes to. */
export const poolStateSchema = z.object({
  dflReserve: amountSchema,
  usdcReserve: amountSchema,
  lpSupply: amountSchema,
  accounts: z.object({
    dflMint: z.string(),
    usdcMint: z.string(),
    lpMint: z.string(),
    /** Where the player sends DFL to add liquidity. */
    dflReserve: z.string(),
    /** Where the player sends USDC to add liquidity. */
    usdcReserve: z.string(),
  }),
});
export type PoolState = z.infer<typeof poolStateSchema>;

/**
 * POST {api}/pool/add: the player's transaction that sends DFL and USDC from their wallet into the two
 * reserves (and creates their LP account if missing), signed and not sent, and the least LP the player
 * accepts (their slippage tolerance). Less than that, and both amounts go back.
 */
export const addLiquidityRequestSchema = z.object({
  transaction: signedTransactionSchema,
  minLp: minimumSchema(POOL_DECIMALS.LP),
});
export type AddLiquidityRequest = z.infer<typeof addLiquidityRequestSchema>;

/**
 * POST {api}/pool/remove: the player's transaction that burns LP from their wallet (and creates their DFL
 * and USDC accounts if missing), signed and not sent, and the least DFL and USDC the player accepts for it.
 * Less than that, and the LP is minted back.
 */
export const removeLiquidityRequestSchema = z.object({
  transaction: signedTransactionSchema,
  minDfl: minimumSchema(POOL_DECIMALS.DFL),
  minUsdc: minimumSchema(POOL_DECIMALS.USDC),
});
export type RemoveLiquidityRequest = z.infer<typeof removeLiquidityRequestSchema>;

export const POOL_ACTION_KINDS = ['add', 'remove', 'stake', 'claim', 'unstake'] as const;
/**
 * pending: the game's part is on its way to the chain; confirmed: done; refunded: refused (slippage) or
 * failed on chain, and what the player sent went back (see `error`); failed: could not be completed and the
 * refund has not landed yet (the server retries it).
 */
export const POOL_ACTION_STATUSES = ['pending', 'confirmed', 'refunded', 'failed'] as const;

/** One entry of the player's pool and staking history. */
export const poolActionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  kind: z.enum(POOL_ACTION_KINDS),
  /** DFL in (add, stake) or out (remove, claim, unstake). */
  dfl: amountSchema,
  usdc: amountSchema,
  lp: amountSchema,
  status: z.enum(POOL_ACTION_STATUSES),
  /** The player's transaction (add, remove, stake). */
  signature: z.nullable(z.string()),
  /** The game's transaction: LP minted, payout or refund. */
  payoutSignature: z.nullable(z.string()),
  error: z.nullable(z.string()),
  createdAt: isoTimeSchema,
});
export type PoolAction = z.infer<typeof poolActionSchema>;
export const poolActionListSchema = z.array(poolActionSchema);

/** The answer of add and remove: the action and the pool after it. */
export const liquidityResultSchema = z.object({ action: poolActionSchema, pool: poolStateSchema });
export type LiquidityResult = z.infer<typeof liquidityResultSchema>;

/** One stakable pool and lock: its reward rate, what is staked, and the APR a new stake would earn. */
export const stakeOptionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  token: stakeTokenSchema,
  lockDays: z.number().check(z.int(), z.gte(0)),
  /** DFL paid a second to everyone in this option, shared by stake (never by less than `fullEmissionAt`). */
  rewardPerSecond: amountSchema,
  totalStaked: amountSchema,
  /**
   * Percent a year with two decimals, e.g. "12.34", that a new stake of `minimumStake` would earn now; null
   * when it cannot be priced. For another amount the tab works it out from the fields below (the server
   * uses the same rule).
   */
  apr: z.nullable(z.string()),
  /** The smallest stake this option takes, in its token. */
  minimumStake: z.optional(amountSchema),
  /**
   * The rate is shared as if at least this much (in the option's token) were staked: with less staked, each
   * staked unit earns rewardPerSecond / fullEmissionAt a second and the rest is not paid out, so dust alone
   * never collects the option's whole emission. A new stake's APR is
   * rewardPerSecond · seconds a year / max(totalStaked + stake, fullEmissionAt) / the DFL value of one unit
   * (1 for DFL; 2 · DFL reserve / LP supply for LP).
   */
  fullEmissionAt: z.optional(amountSchema),
});
export type StakeOption = z.infer<typeof stakeOptionSchema>;

export const stakePositionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  optionId: z.string().check(z.minLength(1)),
  token: stakeTokenSchema,
  lockDays: z.number().check(z.int(), z.gte(0)),
  amount: amountSchema,
  /** DFL earned and not claimed, as of `asOf`. */
  rewards: amountSchema,
  /** DFL this position earns a second at the moment (the client ticks `rewards` with it). */
  rewardPerSecond: amountSchema,
  asOf: isoTimeSchema,
  /** Game time the principal can be taken out; equal to the stake time for flexible. */
  lockEnd: isoTimeSchema,
  status: z.enum(['active', 'closing', 'closed']),
  signature: z.string(),
  createdAt: isoTimeSchema,
});
export type StakePosition = z.infer<typeof stakePositionSchema>;

/** GET {api}/staking: the options, the player's positions (open and closing) and the staking vaults. */
export const stakingOverviewSchema = z.object({
  options: z.array(stakeOptionSchema),
  positions: z.array(stakePositionSchema),
  /** Where a stake is sent: DFL → vaults.DFL, LP → vaults.DFL_USDC. */
  vaults: z.object({ DFL: z.string(), DFL_USDC: z.string() }),
  now: isoTimeSchema,
});
export type StakingOverview = z.infer<typeof stakingOverviewSchema>;

/**
 * POST {api}/staking/stake: the player's transfer into the option's staking vault (and the creation of their
 * DFL account for rewards, if missing), signed and not sent.
 */
export const stakeRequestSchema = z.object({
  transaction: signedTransactionSchema,
  optionId: z
    .string({ error: 'must name a staking option' })
    .check(z.minLength(1, { error: 'must name a staking option' }), z.maxLength(40)),
});
export type StakeRequest = z.infer<typeof stakeRequestSchema>;

/**
 * POST {api}/staking/claim and POST {api}/staking/unstake. The key is made once when the player confirms and
 * sent again on a retry: the same key with the same request answers the first payout and pays nothing twice.
 */
export const positionRequestSchema = z.object({
  positionId: z
    .string({ error: 'must name a position' })
    .check(z.minLength(1, { error: 'must name a position' }), z.maxLength(64)),
  idempotencyKey: idempotencyKeySchema,
});
export type PositionRequest = z.infer<typeof positionRequestSchema>;

export const stakeResultSchema = z.object({ position: stakePositionSchema, action: poolActionSchema });
export type StakeResult = z.infer<typeof stakeResultSchema>;

/** Server → client: a staking position of the wallet was opened, paid or closed. */
export const stakeUpdatedMessageSchema = z.object({
  type: z.literal('stakeUpdated'),
  data: stakePositionSchema,
});
/** Server → client: an add or remove of liquidity changed status. */
export const liquidityUpdatedMessageSchema = z.object({
  type: z.literal('liquidityUpdated'),
  data: poolActionSchema,
});

/** A flexible stake has no lock: its plan shows what it earns in this many days. */
export const FLEXIBLE_PLAN_DAYS = 30;

const PLAN_AMOUNT_MESSAGE = 'must be an amount more than 0 with at most 9 decimals, e.g. "12.5"';

/** GET {api}/staking/plan?optionId=&amount=: a stake the player is thinking of (in the option's token). */
export const stakePlanQuerySchema = z.object({
  optionId: z
    .string({ error: 'must name a staking option' })
    .check(z.minLength(1, { error: 'must name a staking option' })),
  amount: z.string({ error: PLAN_AMOUNT_MESSAGE }).check(
    z.regex(/^\d{1,20}(\.\d{1,9})?$/, { error: PLAN_AMOUNT_MESSAGE }),
    z.refine((text) => /[1-9]/.test(text), { error: PLAN_AMOUNT_MESSAGE }),
  ),
});
export type StakePlanQuery = z.input<typeof stakePlanQuerySchema>;

/**
 * What a new stake of `amount` would earn over its lock (`FLEXIBLE_PLAN_DAYS` for flexible) at today's rate,
 * if nothing else changed: the game's own accrual over `seconds`, rounded down. The rate moves as others stake
 * and unstake, so this is a plan, not a promise.
 */
export const stakePlanSchema = z.object({
  optionId: z.string().check(z.minLength(1)),
  amount: amountSchema,
  /** The seconds the plan covers: the lock, or `FLEXIBLE_PLAN_DAYS` for flexible. */
  seconds: z.number().check(z.int(), z.gte(0)),
  /** DFL earned over `seconds`, rounded down. */
  rewards: amountSchema,
  /** DFL a second the stake would earn at today's rate, rounded down. */
  rewardPerSecond: amountSchema,
  /** The game time the plan was worked out at. */
  asOf: isoTimeSchema,
});
export type StakePlan = z.infer<typeof stakePlanSchema>;
