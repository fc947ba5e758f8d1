import { PublicKey, type ParsedTransactionWithMeta } from '@solana/web3.js';
import type { Database } from 'better-sqlite3';
import { stakingRoutes } from '@companion/shared-state/routes';
import {
  FLEXIBLE_PLAN_DAYS,
  type PoolAction,
  type PositionRequest,
  type StakeOption,
  type StakePlan,
  type StakePosition,
  type StakeResult,
  type StakingOverview,
} from '@companion/shared-state/schemas';
import { readIncoming } from '../chain/readIncoming';
import type { SignatureOutcome } from '../chain/signatureOutcome';
import type { PoolActionRow, PoolStore } from '../db/poolStore';
import type { PositionRow, StakeStore } from '../db/stakeStore';
import { missingTokenAccounts } from '../chain/missingTokenAccounts';
import { fromBaseUnits } from '../funds/units';
import { HttpError } from '../http/HttpError';
import { idempotentRequest, type IdempotentRequest } from '../idempotency/IdempotentAnswers';
import { MovementAnswers } from '../idempotency/MovementAnswers';
import type { ChainActions } from '../pool/ChainActions';
import { payoutInstructions } from '../pool/payoutInstructions';
import { requirePoolChain, type PoolChain } from '../pool/poolChain';
import type { PoolReserves } from '../pool/poolMath';
import { toPoolAction } from '../pool/toWire';
import type { GameClock } from '../time/GameClock';
import { aprPercent } from './apr';
import { earned, rewardPerSecond, rewardPerTokenAt, type RewardPool } from './rewardMath';
import { planStake } from './stakePlan';
import { refuseStakeBelowMinimum, rewardPool, type StakeOptionConfig } from './stakeOptions';

export interface StakingDeps {
  db: Database;
  store: StakeStore;
  actions: PoolStore;
  chainActions: ChainActions;
  chain: PoolChain | undefined;
  clock: GameClock;
  now: () => number;
  newId: () => string;
  options: StakeOptionConfig[];
  /** The pool's booked reserves, to price LP for the APR. */
  lpReserves: () => Promise<PoolReserves>;
  publish: (walletId: string, position: StakePosition, action: PoolAction | undefined) => void;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * DFL and LP staking with lock-ups (docs/game-api.md, "Pool and staking"). A stake is the player's own
 * transfer into the staking vault, credited once per signature. Rewards accrue per option with a
 * reward-per-token accumulator on the game clock. Claim and unstake book the payout first (so two requests
 * can never both be paid) and then send it on chain; a payout that cannot land is booked back. Their
 * idempotency key is stored with the booked payout (MovementAnswers): a repeat answers that payout.
 */
export class Staking {
  private readonly keys: MovementAnswers<StakeResult>;

  constructor(private readonly deps: StakingDeps) {
    this.keys = new MovementAnswers(deps.db, (actionId) => this.payoutAnswer(actionId));
  }

  async overview(walletId: string): Promise<StakingOverview> {
    const chain = requirePoolChain(this.deps.chain);
    const reserves = await this.deps.lpReserves();
    const nowSec = this.nowSeconds();
    const options = this.deps.options.map((option) => this.describeOption(option, reserves));
    const positions = this.deps.store.openByWallet(walletId).map((row) => this.describePosition(row, nowSec));
    return {
      options,
      positions,
      vaults: { DFL: chain.accounts.stakingDfl.toBase58(), DFL_USDC: chain.accounts.stakingLp.toBase58() },
      now: new Date(this.deps.clock.now()).toISOString(),
    };
  }

  /**
   * What a new stake of `amount` base units in `optionId` would earn over its lock (`FLEXIBLE_PLAN_DAYS` for
   * flexible) at today's rate: the accrual the position would get if nothing else changed (stakePlan.ts).
   */
  plan(optionId: string, amount: bigint): StakePlan {
    const option = this.option(optionId);
    const nowSec = this.nowSeconds();
    const pool = rewardPool(option, this.deps.store.pool(option.id, nowSec));
    const days = option.lockDays === 0 ? FLEXIBLE_PLAN_DAYS : option.lockDays;
    const seconds = days * 24 * 60 * 60;
    const figures = planStake(pool, amount, nowSec, BigInt(seconds));
    return {
      optionId: option.id,
      amount: fromBaseUnits(amount, 9),
      seconds,
      rewards: fromBaseUnits(figures.rewards, 9),
      rewardPerSecond: fromBaseUnits(figures.rewardPerSecond, 9),
      asOf: new Date(this.deps.clock.now()).toISOString(),
    };
  }

  history(walletId: string): PoolAction[] {
    return this.deps.actions.listByWallet(walletId).map(toPoolAction);
  }

  /** The stake's vault and mint, for the check of a player's transaction before it is sent. */
  stakeTarget(optionId: string): { token: StakeOptionConfig['token']; vault: PublicKey; mint: PublicKey } {
    const option = this.option(optionId);
    const chain = requirePoolChain(this.deps.chain);
    return option.token === 'DFL'
      ? { token: option.token, vault: chain.accounts.stakingDfl, mint: chain.mints.DFL }
      : { token: option.token, vault: chain.accounts.stakingLp, mint: chain.mints.LP };
  }

  /** Refuses, before anything is sent, a stake the option does not take. */
  checkStakeAmount(optionId: string, amount: bigint): void {
    refuseStakeBelowMinimum(this.option(optionId), amount);
  }

  /** Opens a position for the player's landed transfer into the vault, once per signature. */
  async stake(
    walletId: string,
    signature: string,
    optionId: string,
    landed: () => Promise<ParsedTransactionWithMeta>,
  ): Promise<StakeResult> {
    const option = this.option(optionId);
    const recorded = this.deps.store.bySignature(signature);
    if (recorded) return this.answerRecordedStake(walletId, recorded);
    const chain = requirePoolChain(this.deps.chain);
    const transaction = await landed();
    const vault = option.token === 'DFL' ? chain.accounts.stakingDfl : chain.accounts.stakingLp;
    const mint = option.token === 'DFL' ? chain.mints.DFL : chain.mints.LP;
    const [amount = 0n] = readIncoming(transaction, walletId, [
      { label: `the ${option.token === 'DFL' ? 'DFL' : 'LP'} staking vault`, account: vault, mint },
    ]);
    if (amount === 0n) {
      throw new HttpError(
        400,
        `this transaction does not send ${option.token === 'DFL' ? 'DFL' : 'DFL/USDC LP'} to the staking vault`,
      );
    }

    const id = this.deps.newId();
    const actionId = this.deps.newId();
    const row = this.deps.db
      .transaction(() => {
        const first = this.deps.store.bySignature(signature);
        if (first) return first;
        if (this.deps.actions.bySignature(signature)) {
          throw new HttpError(409, 'this transaction was already used for the pool');
        }
        const at = this.deps.now();
        const pool = this.accrue(option);
        this.deps.store.savePool(option.id, { ...pool, totalStaked: pool.totalStaked + amount });
        this.deps.store.insert({
          id,
          walletId,
          optionId: option.id,
          amount,
          rewardPerTokenPaid: pool.rewardPerToken,
          lockEnd: this.deps.clock.now() + option.lockDays * DAY_MS,
          signature,
          at,
        });
        this.deps.actions.insert({
          id: actionId,
          walletId,
          kind: 'stake',
          dfl: option.token === 'DFL' ? amount : 0n,
          usdc: 0n,
          lp: option.token === 'DFL' ? 0n : amount,
          status: 'confirmed',
          signature,
          positionId: id,
          error: null,
          at,
        });
        return this.position(id);
      })
      .immediate();
    if (row.id !== id) return this.answerRecordedStake(walletId, row);
    return this.answer(id, actionId, true);
  }

  claim(walletId: string, request: PositionRequest): Promise<StakeResult> {
    return this.deps.chainActions.track(this.runPayout('claim', walletId, request));
  }

  unstake(walletId: string, request: PositionRequest): Promise<StakeResult> {
    return this.deps.chainActions.track(this.runPayout('unstake', walletId, request));
  }

  /** Settles a claim or unstake whose payout was left open (a lost answer, a restart). */
  async reconcile(row: PoolActionRow): Promise<void> {
    const chain = this.deps.chain;
    if (!chain || row.status !== 'pending') return;
    await this.deps.chainActions.hold(row.id, async () => {
      const current = this.deps.actions.get(row.id);
      if (current?.status !== 'pending') return;
      this.settle(row.id, await this.deps.chainActions.outcomeOf(chain, current));
    });
  }

  /**
   * A claim or an unstake: booked with its idempotency key in one transaction, then paid on chain. A repeat
   * of the request (also one sent at the same time) answers that payout and books nothing.
   */
  private async runPayout(
    kind: 'claim' | 'unstake',
    walletId: string,
    request: PositionRequest,
  ): Promise<StakeResult> {
    const route = kind === 'claim' ? stakingRoutes.claimRewards : stakingRoutes.unstake;
    const bound = idempotentRequest(walletId, route.name, request);
    // A repeat is answered before the checks below, which the first payout changed.
    const earlier = this.keys.earlier(bound);
    if (earlier) return this.keys.replay(bound, earlier);
    const { positionId } = request;
    const chain = requirePoolChain(this.deps.chain);
    await this.requireAccounts(chain, walletId, positionId, kind);
    const actionId = this.deps.newId();
    const recorded = this.deps.db
      .transaction(() => {
        const first = this.keys.earlier(bound);
        if (first) return first;
        if (kind === 'claim') this.bookClaim(walletId, positionId, actionId);
        else this.bookUnstake(walletId, positionId, actionId);
        this.keys.record(bound, actionId, this.deps.now());
        return undefined;
      })
      .immediate();
    if (recorded) return this.keys.replay(bound, recorded);
    return this.keys.work(actionId, () => this.pay(bound, chain, actionId, positionId));
  }

  /** Books a claim of the position's rewards so far (inside the payout's transaction). */
  private bookClaim(walletId: string, positionId: string, actionId: string): void {
    const row = this.ownPosition(walletId, positionId);
    if (row.status !== 'active') throw new HttpError(409, 'this stake is closed');
    // One payout per position at a time: a failed claim books its rewards back onto the position, which
    // must still be the one it was taken from.
    if (this.deps.actions.hasOpenForPosition(row.id)) {
      throw new HttpError(409, 'a payout of this stake is on its way: try again in a moment');
    }
    const option = this.option(row.option_id);
    const pool = this.accrue(option);
    const reward = earned(toRewardPosition(row), pool.rewardPerToken);
    if (reward === 0n) throw new HttpError(409, 'there are no rewards to claim yet');
    this.deps.store.save(row.id, {
      rewards: 0n,
      rewardPerTokenPaid: pool.rewardPerToken,
      status: 'active',
    });
    this.insertPayout(actionId, walletId, 'claim', row.id, { dfl: reward, lp: 0n });
  }

  /** Books an unstake of a position whose lock has ended (inside the payout's transaction). */
  private bookUnstake(walletId: string, positionId: string, actionId: string): void {
    const row = this.ownPosition(walletId, positionId);
    if (row.status !== 'active') throw new HttpError(409, 'this stake is already being returned or closed');
    // One payout per position at a time: a failed claim books its rewards back onto the position, which
    // must still be the one it was taken from.
    if (this.deps.actions.hasOpenForPosition(row.id)) {
      throw new HttpError(409, 'a payout of this stake is on its way: try again in a moment');
    }
    if (this.deps.clock.now() < Number(row.lock_end)) {
      throw new HttpError(409, `This stake is locked until ${formatDate(Number(row.lock_end))}`);
    }
    const option = this.option(row.option_id);
    const pool = this.accrue(option);
    const reward = earned(toRewardPosition(row), pool.rewardPerToken);
    this.deps.store.savePool(option.id, { ...pool, totalStaked: pool.totalStaked - row.amount });
    this.deps.store.save(row.id, {
      rewards: 0n,
      rewardPerTokenPaid: pool.rewardPerToken,
      status: 'closing',
    });
    const principal = option.token === 'DFL' ? { dfl: row.amount, lp: 0n } : { dfl: 0n, lp: row.amount };
    this.insertPayout(actionId, walletId, 'unstake', row.id, {
      dfl: principal.dfl + reward,
      lp: principal.lp,
    });
  }

  /**
   * Refuses a payout, before anything is booked, into a token account the player does not have: the game
   * never pays a player's rent (their stake's transaction created it; closed since, they open it again).
   */
  private async requireAccounts(
    chain: PoolChain,
    walletId: string,
    positionId: string,
    kind: 'claim' | 'unstake',
  ): Promise<void> {
    const option = this.option(this.ownPosition(walletId, positionId).option_id);
    const tokens = [
      { name: 'DFL', mint: chain.mints.DFL },
      ...(kind === 'unstake' && option.token === 'DFL_USDC'
        ? [{ name: 'DFL/USDC LP', mint: chain.mints.LP }]
        : []),
    ];
    const missing = await missingTokenAccounts(chain.connection, new PublicKey(walletId), tokens);
    if (missing.length > 0) {
      throw new HttpError(
        409,
        `Your wallet has no ${missing.join(' or ')} account to receive this. Add ${missing.join(' and ')} ` +
          'to your wallet (it costs a little SOL, which stays yours), then try again.',
      );
    }
  }

  private insertPayout(
    id: string,
    walletId: string,
    kind: 'claim' | 'unstake',
    positionId: string,
    amounts: { dfl: bigint; lp: bigint },
  ): void {
    this.deps.actions.insert({
      id,
      walletId,
      kind,
      dfl: amounts.dfl,
      usdc: 0n,
      lp: amounts.lp,
      status: 'pending',
      signature: null,
      positionId,
      error: null,
      at: this.deps.now(),
    });
  }

  /** Sends a booked claim or unstake on chain, settles it and answers; a confirmed answer is stored for repeats. */
  private async pay(
    bound: IdempotentRequest,
    chain: PoolChain,
    actionId: string,
    positionId: string,
  ): Promise<StakeResult> {
    this.publishPosition(positionId, actionId);
    await this.deps.chainActions.hold(actionId, async () => {
      const action = this.action(actionId);
      const position = this.position(positionId);
      const option = this.option(position.option_id);
      const principalFrom = option.token === 'DFL' ? chain.accounts.stakingDfl : chain.accounts.stakingLp;
      const principal = action.kind === 'unstake' ? position.amount : 0n;
      const rewards = action.dfl - (option.token === 'DFL' ? principal : 0n);
      const instructions = payoutInstructions(chain, new PublicKey(action.wallet_id), [
        ...(option.token === 'DFL_USDC' && principal > 0n
          ? [{ from: principalFrom, mint: chain.mints.LP, decimals: 9, amount: principal }]
          : []),
        ...(option.token === 'DFL' && principal > 0n
          ? [{ from: principalFrom, mint: chain.mints.DFL, decimals: 9, amount: principal }]
          : []),
        { from: chain.accounts.rewardsDfl, mint: chain.mints.DFL, decimals: 9, amount: rewards },
      ]);
      const outcome = await this.deps.chainActions.send(
        chain,
        actionId,
        instructions,
        `staking ${action.kind} ${actionId}`,
      );
      this.settle(actionId, outcome);
    });
    const answer = this.payoutAnswer(actionId);
    if (answer.action.status === 'confirmed') this.keys.settle(bound, actionId, answer);
    return answer;
  }

  /** The answer for a claim or unstake as it stands; one booked back is refused with its reason. */
  private payoutAnswer(actionId: string): StakeResult {
    const action = this.action(actionId);
    if (action.status === 'refunded') {
      throw new HttpError(
        502,
        `The payout failed: ${action.error ?? 'unknown reason'}. Your stake and rewards are as they were.`,
      );
    }
    return this.answer(action.position_id ?? '', actionId, false);
  }

  /**
   * confirmed: the payout landed (an unstaked position closes). failed: booked back in the same database
   * transaction as the status change, once: the rewards return to the position, an unstaked principal
   * is staked again from now on.
   */
  private settle(actionId: string, outcome: SignatureOutcome): void {
    if (outcome.kind === 'pending') return;
    const at = this.deps.now();
    const changed = this.deps.db
      .transaction(() => {
        const action = this.action(actionId);
        const position = this.position(action.position_id ?? '');
        if (outcome.kind === 'confirmed') {
          if (!this.deps.actions.move(actionId, 'pending', 'confirmed', null, at)) return false;
          if (action.kind === 'unstake') {
            this.deps.store.save(position.id, {
              rewards: 0n,
              rewardPerTokenPaid: BigInt(position.reward_per_token_paid),
              status: 'closed',
            });
          }
          return true;
        }
        if (!this.deps.actions.fail(actionId, `the payout failed: ${outcome.reason}`, at)) return false;
        const option = this.option(position.option_id);
        const pool = this.accrue(option);
        const rewards =
          action.dfl - (action.kind === 'unstake' && option.token === 'DFL' ? position.amount : 0n);
        // A claimed position stayed staked, so it earned meanwhile; an unstaked one was out of the pool.
        const kept =
          (action.kind === 'claim'
            ? earned(toRewardPosition(position), pool.rewardPerToken)
            : position.rewards) + rewards;
        if (action.kind === 'unstake') {
          this.deps.store.savePool(option.id, { ...pool, totalStaked: pool.totalStaked + position.amount });
        }
        this.deps.store.save(position.id, {
          rewards: kept,
          rewardPerTokenPaid: pool.rewardPerToken,
          status: 'active',
        });
        this.deps.actions.move(actionId, 'failed', 'refunded', null, at);
        return true;
      })
      .immediate();
    if (changed) {
      const action = this.action(actionId);
      this.publishPosition(action.position_id ?? '', actionId);
    }
  }

  /** Brings an option's accumulator up to now and saves it. */
  private accrue(option: StakeOptionConfig): RewardPool {
    const nowSec = this.nowSeconds();
    const stored = this.deps.store.pool(option.id, nowSec);
    const pool: RewardPool = rewardPool(option, stored);
    const updated: RewardPool = {
      ...pool,
      rewardPerToken: rewardPerTokenAt(pool, nowSec),
      updatedAt: nowSec > pool.updatedAt ? nowSec : pool.updatedAt,
    };
    this.deps.store.savePool(option.id, updated);
    return updated;
  }

  private describeOption(option: StakeOptionConfig, reserves: PoolReserves): StakeOption {
    const pool = this.deps.store.pool(option.id, this.nowSeconds());
    return {
      id: option.id,
      token: option.token,
      lockDays: option.lockDays,
      rewardPerSecond: fromBaseUnits(option.rate, 9),
      totalStaked: fromBaseUnits(pool.totalStaked, 9),
      // What a new stake of the smallest amount would earn now; the tab works it out for the amount typed.
      apr: aprPercent({
        rate: option.rate,
        totalStaked: pool.totalStaked,
        fullEmissionAt: option.fullEmissionAt,
        amount: option.minimumStake,
        ...(option.token === 'DFL' ? {} : { lp: { reserves } }),
      }),
      minimumStake: fromBaseUnits(option.minimumStake, 9),
      fullEmissionAt: fromBaseUnits(option.fullEmissionAt, 9),
    };
  }

  private describePosition(row: PositionRow, nowSec: bigint): StakePosition {
    const option = this.option(row.option_id);
    const pool: RewardPool = rewardPool(option, this.deps.store.pool(option.id, nowSec));
    const active = row.status === 'active';
    return {
      id: row.id,
      optionId: option.id,
      token: option.token,
      lockDays: option.lockDays,
      amount: fromBaseUnits(row.amount, 9),
      rewards: fromBaseUnits(
        active ? earned(toRewardPosition(row), rewardPerTokenAt(pool, nowSec)) : row.rewards,
        9,
      ),
      rewardPerSecond: fromBaseUnits(active ? rewardPerSecond(pool, row.amount) : 0n, 9),
      asOf: new Date(this.deps.clock.now()).toISOString(),
      lockEnd: new Date(Number(row.lock_end)).toISOString(),
      status: row.status,
      signature: row.signature,
      createdAt: new Date(Number(row.created_at)).toISOString(),
    };
  }

  private answer(positionId: string, actionId: string, publish: boolean): StakeResult {
    if (publish) this.publishPosition(positionId, actionId);
    return {
      position: this.describePosition(this.position(positionId), this.nowSeconds()),
      action: toPoolAction(this.action(actionId)),
    };
  }

  private answerRecordedStake(walletId: string, row: PositionRow): StakeResult {
    if (row.wallet_id !== walletId)
      throw new HttpError(409, 'this transaction was already used by another wallet');
    const action = this.deps.actions.bySignature(row.signature);
    if (!action) throw new Error(`stake ${row.id} has no action`);
    return this.answer(row.id, action.id, false);
  }

  private publishPosition(positionId: string, actionId: string): void {
    const position = this.position(positionId);
    this.deps.publish(
      position.wallet_id,
      this.describePosition(position, this.nowSeconds()),
      toPoolAction(this.action(actionId)),
    );
  }

  private ownPosition(walletId: string, positionId: string): PositionRow {
    const row = this.deps.store.get(positionId);
    if (!row || row.wallet_id !== walletId) throw new HttpError(404, 'no such stake of yours');
    return row;
  }

  private option(id: string): StakeOptionConfig {
    const option = this.deps.options.find((candidate) => candidate.id === id);
    if (!option) {
      throw new HttpError(400, `optionId must be one of ${this.deps.options.map((o) => o.id).join(', ')}`);
    }
    return option;
  }

  private position(id: string): PositionRow {
    const row = this.deps.store.get(id);
    if (!row) throw new Error(`stake ${id} is missing from the database`);
    return row;
  }

  private action(id: string): PoolActionRow {
    const row = this.deps.actions.get(id);
    if (!row) throw new Error(`staking action ${id} is missing from the database`);
    return row;
  }

  private nowSeconds(): bigint {
    return BigInt(Math.floor(this.deps.clock.now() / 1000));
  }
}

function toRewardPosition(row: PositionRow) {
  return { amount: row.amount, rewardPerTokenPaid: BigInt(row.reward_per_token_paid), rewards: row.rewards };
}

/** "2026-12-22 14:03 UTC": the unlock date in a refusal. */
function formatDate(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
