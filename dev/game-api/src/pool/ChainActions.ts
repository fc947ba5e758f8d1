import type { TransactionInstruction } from '@solana/web3.js';
import { sendAuthorityTransaction, type ConfirmTiming } from '../chain/sendAuthorityTransaction';
import { checkSignature, errorText, type SignatureOutcome } from '../chain/signatureOutcome';
import type { PoolActionRow, PoolStore } from '../db/poolStore';
import type { PoolChain } from './poolChain';

/** An action with no signature this old was cut off before it was signed: it never left. */
const UNSIGNED_STALE_MS = 2 * 60 * 1000;

/**
 * The game's side of pool and staking actions on chain, shared by liquidity and staking: sending the
 * game's transactions (signature recorded before sending), telling which actions a
 * request is still sending (the background check leaves those alone) and waiting for all of it to end.
 */
export class ChainActions {
  private readonly inFlight = new Set<string>();
  private readonly running = new Set<Promise<unknown>>();

  constructor(
    private readonly store: PoolStore,
    private readonly now: () => number,
    private readonly timing: ConfirmTiming,
  ) {}

  /**
   * Runs `work` on an action unless something else is working on it (a request, or the background check):
   * one at a time per action, so a refund is never sent twice. Undefined when it was busy.
   */
  async hold<T>(actionId: string, work: () => Promise<T>): Promise<T | undefined> {
    if (this.inFlight.has(actionId)) return undefined;
    this.inFlight.add(actionId);
    try {
      return await work();
    } finally {
      this.inFlight.delete(actionId);
    }
  }

  /** Signs and sends the game's transaction for an action and waits for its outcome. */
  async send(
    chain: PoolChain,
    actionId: string,
    instructions: TransactionInstruction[],
    memo: string,
  ): Promise<SignatureOutcome> {
    let signed = false;
    try {
      return await sendAuthorityTransaction(
        chain,
        instructions,
        memo,
        (signature, lastValidBlockHeight) => {
          this.store.setPayoutSignature(actionId, signature, lastValidBlockHeight, this.now());
          signed = true;
        },
        this.timing,
      );
    } catch (error) {
      // Unexpected (e.g. building the transaction failed): once signed, only the chain can say what happened.
      const reason = `the transaction could not be sent (${errorText(error)})`;
      return signed ? { kind: 'pending', reason } : { kind: 'failed', reason };
    }
  }

  /** What became of an action's last game transaction, for the background check. */
  async outcomeOf(chain: PoolChain, row: PoolActionRow): Promise<SignatureOutcome> {
    if (row.payout_signature === null || row.last_valid_block_height === null) {
      return this.now() - Number(row.updated_at) > UNSIGNED_STALE_MS
        ? { kind: 'failed', reason: 'interrupted before it was signed' }
        : { kind: 'pending', reason: 'not signed yet' };
    }
    return checkSignature(chain.connection, row.payout_signature, Number(row.last_valid_block_height));
  }

  track<T>(work: Promise<T>): Promise<T> {
    this.running.add(work);
    const forget = () => this.running.delete(work);
    work.then(forget, forget);
    return work;
  }

  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
