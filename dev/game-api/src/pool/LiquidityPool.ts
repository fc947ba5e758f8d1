import { PublicKey, type ParsedTransactionWithMeta, type TransactionInstruction } from '@solana/web3.js';
import type { Database } from 'better-sqlite3';
import {
  POOL_DECIMALS,
  type LiquidityResult,
  type PoolAction,
  type PoolState,
} from '@companion/shared-state/schemas';
import { readBurned, readIncoming } from '../chain/readIncoming';
import type { SignatureOutcome } from '../chain/signatureOutcome';
import type { PoolActionRow, PoolStore } from '../db/poolStore';
import { fromBaseUnits } from '../funds/units';
import { HttpError } from '../http/HttpError';
import type { ChainActions } from './ChainActions';
import { mintLpInstructions, payoutInstructions } from './payoutInstructions';
import { requirePoolChain, type PoolChain } from './poolChain';
import { lpForDeposit, payoutForLp, type PoolReserves } from './poolMath';
import { toPoolAction, toPoolState } from './toWire';

/** Reads the player's transaction as it landed. */
type Landed = () => Promise<ParsedTransactionWithMeta>;

export interface LiquidityDeps {
  db: Database;
  store: PoolStore;
  chain: PoolChain | undefined;
  actions: ChainActions;
  now: () => number;
  newId: () => string;
  publish: (walletId: string, action: PoolAction) => void;
}

/**
 * The DFL/USDC pool the game operates (docs/game-api.md, "Pool and staking"). The player sends DFL and
 * USDC into the reserves (or burns LP) in a transaction of their own, which the game sends for them
 * (playerTransactions/); once it landed the server reads it once per signature and, in one database transaction, prices it at the reserves of that moment and books it. Then
 * it mints the LP (or pays the reserves' share) on chain. A refusal (slippage) or a failed game transaction
 * sends back what the player gave; the reserves' booking is undone first, so nothing is lost either way.
 */
export class LiquidityPool {
  private initialising: Promise<PoolReserves> | undefined;
  private paused: string | undefined;

  constructor(private readonly deps: LiquidityDeps) {}

  async state(): Promise<PoolState> {
    const chain = requirePoolChain(this.deps.chain);
    return toPoolState(await this.reserves(chain), chain);
  }

  /**
   * Stops adds and removes while the books and the chain differ against the game (checkBooks): a player
   * could otherwise be paid from reserves that are not there. Said in the log with the figures.
   */
  pause(reason: string): void {
    this.paused = reason;
  }

  /** Before a player's add or remove is sent: the pool is open and its reserves are booked. */
  async readyForPlayers(): Promise<void> {
    if (this.paused) {
      throw new HttpError(
        503,
        'adding and removing liquidity is paused while the game checks the pool: try again later',
      );
    }
    await this.bookedReserves();
  }

  /** The reserves as booked now (LP is priced from them). */
  bookedReserves(): Promise<PoolReserves> {
    return this.reserves(requirePoolChain(this.deps.chain));
  }

  /** Books the player's landed transfer into the reserves (once per signature) and mints their LP. */
  add(walletId: string, signature: string, minLp: bigint, landed: Landed): Promise<LiquidityResult> {
    return this.deps.actions.track(this.runAdd(walletId, signature, minLp, landed));
  }

  /** Books the player's landed LP burn (once per signature) and pays their share of the reserves. */
  remove(
    walletId: string,
    signature: string,
    minDfl: bigint,
    minUsdc: bigint,
    landed: Landed,
  ): Promise<LiquidityResult> {
    return this.deps.actions.track(this.runRemove(walletId, signature, minDfl, minUsdc, landed));
  }

  /** Settles an add or remove whose game transaction or refund was left open (a lost answer, a restart). */
  async reconcile(row: PoolActionRow): Promise<void> {
    const chain = this.deps.chain;
    if (!chain) return;
    await this.deps.actions.hold(row.id, async () => {
      const current = this.row(row.id);
      if (current.status === 'pending') {
        await this.settle(chain, row.id, await this.deps.actions.outcomeOf(chain, current));
      } else if (current.status === 'failed') {
        const outcome =
          current.payout_signature === null ? undefined : await this.deps.actions.outcomeOf(chain, current);
        if (outcome?.kind === 'confirmed') this.markRefunded(row.id);
        else if (outcome === undefined || outcome.kind === 'failed') await this.refund(chain, row.id);
      }
    });
  }

  private async runAdd(
    walletId: string,
    signature: string,
    minLp: bigint,
    landed: Landed,
  ): Promise<LiquidityResult> {
    const recorded = this.deps.store.bySignature(signature);
    if (recorded) return this.answerRecorded(walletId, recorded, 'add');
    const chain = requirePoolChain(this.deps.chain);
    const transaction = await landed();
    const [dfl = 0n, usdc = 0n] = readIncoming(transaction, walletId, [
      { label: "the pool's DFL reserve", account: chain.accounts.reserveDfl, mint: chain.mints.DFL },
      { label: "the pool's USDC reserve", account: chain.accounts.reserveUsdc, mint: chain.mints.USDC },
    ]);
    if (dfl === 0n && usdc === 0n) {
      throw new HttpError(400, 'this transaction does not send DFL or USDC to the pool');
    }
    await this.reserves(chain);
    return this.book(chain, walletId, signature, 'add', (pool) => {
      const lp = lpForDeposit(pool, dfl, usdc);
      const refusal =
        lp === 0n
          ? 'the deposit is too small to mint any LP'
          : lp < minLp
            ? `the pool would give ${lpText(lp)} LP, less than your minimum of ${lpText(minLp)} (slippage)`
            : null;
      return {
        refusal,
        reserves: { dfl: pool.dfl + dfl, usdc: pool.usdc + usdc, lpSupply: pool.lpSupply + lp },
        amounts: { dfl, usdc, lp: refusal === null ? lp : 0n },
      };
    });
  }

  private async runRemove(
    walletId: string,
    signature: string,
    minDfl: bigint,
    minUsdc: bigint,
    landed: Landed,
  ): Promise<LiquidityResult> {
    const recorded = this.deps.store.bySignature(signature);
    if (recorded) return this.answerRecorded(walletId, recorded, 'remove');
    const chain = requirePoolChain(this.deps.chain);
    const transaction = await landed();
    const lp = readBurned(transaction, walletId, chain.mints.LP);
    if (lp === 0n) throw new HttpError(400, 'this transaction does not burn DFL/USDC LP tokens');
    await this.reserves(chain);
    return this.book(chain, walletId, signature, 'remove', (pool) => {
      const out = payoutForLp(pool, lp);
      const refusal =
        lp > pool.lpSupply
          ? 'the pool has not issued that many LP tokens'
          : out.dfl === 0n && out.usdc === 0n
            ? 'too few LP tokens to take anything out'
            : out.dfl < minDfl || out.usdc < minUsdc
              ? `the pool would pay ${fromBaseUnits(out.dfl, 9)} DFL and ${fromBaseUnits(out.usdc, 6)} USDC, ` +
                'less than your minimum (slippage)'
              : null;
      return {
        refusal,
        reserves: { dfl: pool.dfl - out.dfl, usdc: pool.usdc - out.usdc, lpSupply: pool.lpSupply - lp },
        amounts: { dfl: refusal === null ? out.dfl : 0n, usdc: refusal === null ? out.usdc : 0n, lp },
      };
    });
  }

  /**
   * Books an add or a remove once per signature: in one transaction, the reserves move and the action is
   * written pending, or only the action is written failed when `plan` refuses it. Then the game's half goes
   * on chain (LP minted or the share paid), or a refused action's tokens go back to the player.
   */
  private async book(
    chain: PoolChain,
    walletId: string,
    signature: string,
    kind: 'add' | 'remove',
    plan: (pool: PoolReserves) => {
      refusal: string | null;
      reserves: PoolReserves;
      amounts: { dfl: bigint; usdc: bigint; lp: bigint };
    },
  ): Promise<LiquidityResult> {
    const id = this.deps.newId();
    const row = this.deps.db
      .transaction(() => {
        const first = this.deps.store.bySignature(signature);
        if (first) return first;
        const { refusal, reserves, amounts } = plan(this.current());
        if (refusal === null) this.deps.store.writeReserves(reserves);
        this.deps.store.insert({
          id,
          walletId,
          kind,
          ...amounts,
          status: refusal === null ? 'pending' : 'failed',
          signature,
          positionId: null,
          error: refusal,
          at: this.deps.now(),
        });
        return this.row(id);
      })
      .immediate();
    if (row.id !== id) return this.answerRecorded(walletId, row, kind);
    this.publish(id);

    await this.deps.actions.hold(id, async () => {
      if (row.status === 'failed') return this.refund(chain, id);
      const instructions = this.gameInstructions(chain, row);
      return this.settle(
        chain,
        id,
        await this.deps.actions.send(chain, id, instructions, `pool ${kind} ${id}`),
      );
    });
    return this.answer(chain, id);
  }

  /** The game's half of an action: LP minted for an add, the reserves' share paid for a remove. */
  private gameInstructions(chain: PoolChain, row: PoolActionRow): TransactionInstruction[] {
    const owner = new PublicKey(row.wallet_id);
    return row.kind === 'add' ? mintLpInstructions(chain, owner, row.lp) : reservePayout(chain, owner, row);
  }

  /**
   * Gives a pending action its final status. A failure undoes the reserves' booking in the same database
   * transaction as the status change, and only if this call moved it out of pending (so twice-settled
   * actions undo once), then sends the refund.
   */
  private async settle(chain: PoolChain, id: string, outcome: SignatureOutcome): Promise<void> {
    if (outcome.kind === 'pending') return;
    const at = this.deps.now();
    if (outcome.kind === 'confirmed') {
      if (this.deps.store.move(id, 'pending', 'confirmed', null, at)) this.publish(id);
      return;
    }
    const undone = this.deps.db
      .transaction(() => {
        if (!this.deps.store.fail(id, `the game's transaction failed: ${outcome.reason}`, at)) return false;
        const row = this.row(id);
        const pool = this.current();
        this.deps.store.writeReserves(
          row.kind === 'add'
            ? { dfl: pool.dfl - row.dfl, usdc: pool.usdc - row.usdc, lpSupply: pool.lpSupply - row.lp }
            : { dfl: pool.dfl + row.dfl, usdc: pool.usdc + row.usdc, lpSupply: pool.lpSupply + row.lp },
        );
        return true;
      })
      .immediate();
    if (undone) {
      this.publish(id);
      await this.refund(chain, id);
    }
  }

  /** Sends back what the player gave: their DFL and USDC for an add, their LP (minted again) for a remove. */
  private async refund(chain: PoolChain, id: string): Promise<void> {
    const row = this.row(id);
    if (row.status !== 'failed') return;
    const owner = new PublicKey(row.wallet_id);
    const instructions =
      row.kind === 'add' ? reservePayout(chain, owner, row) : mintLpInstructions(chain, owner, row.lp);
    const outcome = await this.deps.actions.send(chain, id, instructions, `pool refund ${id}`);
    if (outcome.kind === 'confirmed') this.markRefunded(id);
    // It cannot land: forget it, so the background check sends the refund again. Still unknown: the check
    // looks the signature up first.
    else if (outcome.kind === 'failed') {
      const reason = row.error?.replace(/; the refund did not land yet.*$/, '') ?? 'refused';
      this.deps.store.clearPayoutSignature(
        id,
        `${reason}; the refund did not land yet (${outcome.reason})`,
        this.deps.now(),
      );
    }
  }

  private markRefunded(id: string): void {
    const reason = (this.row(id).error ?? 'refused').replace(/; the refund did not land yet.*$/, '');
    if (
      this.deps.store.move(id, 'failed', 'refunded', `${reason}; what you sent was returned`, this.deps.now())
    ) {
      this.publish(id);
    }
  }

  /** The reserves as booked, taken from the chain the first time (the seeded pool). */
  private reserves(chain: PoolChain): Promise<PoolReserves> {
    const booked = this.deps.store.reserves();
    if (booked) return Promise.resolve(booked);
    this.initialising ??= readChainReserves(chain).then(
      (reserves) => {
        this.deps.store.initReserves(reserves);
        return this.current();
      },
      (error: unknown) => {
        this.initialising = undefined;
        throw new HttpError(502, `the pool's reserves could not be read from the chain (${String(error)})`);
      },
    );
    return this.initialising;
  }

  private current(): PoolReserves {
    const reserves = this.deps.store.reserves();
    if (!reserves) throw new Error('the pool has no booked reserves');
    return reserves;
  }

  private answer(chain: PoolChain, id: string): LiquidityResult {
    return { action: toPoolAction(this.row(id)), pool: toPoolState(this.current(), chain) };
  }

  private answerRecorded(walletId: string, row: PoolActionRow, kind: 'add' | 'remove'): LiquidityResult {
    if (row.wallet_id !== walletId)
      throw new HttpError(409, 'this transaction was already used by another wallet');
    if (row.kind !== kind) throw new HttpError(409, `this transaction was already used for ${row.kind}`);
    return this.answer(requirePoolChain(this.deps.chain), row.id);
  }

  private row(id: string): PoolActionRow {
    const row = this.deps.store.get(id);
    if (!row) throw new Error(`pool action ${id} is missing from the database`);
    return row;
  }

  private publish(id: string): void {
    const row = this.row(id);
    this.deps.publish(row.wallet_id, toPoolAction(row));
  }
}

function lpText(units: bigint): string {
  return fromBaseUnits(units, POOL_DECIMALS.LP);
}

async function readChainReserves(chain: PoolChain): Promise<PoolReserves> {
  const [dfl, usdc, supply] = await Promise.all([
    chain.connection.getTokenAccountBalance(chain.accounts.reserveDfl, 'confirmed'),
    chain.connection.getTokenAccountBalance(chain.accounts.reserveUsdc, 'confirmed'),
    chain.connection.getTokenSupply(chain.mints.LP, 'confirmed'),
  ]);
  return {
    dfl: BigInt(dfl.value.amount),
    usdc: BigInt(usdc.value.amount),
    lpSupply: BigInt(supply.value.amount),
  };
}

/** The row's DFL and USDC paid from the pool's reserves to `owner` (a remove's share, an add's refund). */
function reservePayout(chain: PoolChain, owner: PublicKey, row: PoolActionRow): TransactionInstruction[] {
  return payoutInstructions(chain, owner, [
    { from: chain.accounts.reserveDfl, mint: chain.mints.DFL, decimals: POOL_DECIMALS.DFL, amount: row.dfl },
    {
      from: chain.accounts.reserveUsdc,
      mint: chain.mints.USDC,
      decimals: POOL_DECIMALS.USDC,
      amount: row.usdc,
    },
  ]);
}
