import { PublicKey, type Keypair } from '@solana/web3.js';
import type { TransferToken, WithdrawResponse } from '@companion/shared-state/schemas';
import { sendWithdrawal, type ConfirmTiming } from '../chain/sendWithdrawal';
import { checkSignature, errorText, type SignatureOutcome } from '../chain/signatureOutcome';
import type { TransferChain } from '../chain/transferChain';
import { toTransfer, type TransferRow } from '../db/transferStore';
import { HttpError } from '../http/HttpError';
import { settleWithdrawal } from './settleWithdrawal';
import { requireChain, type TransferDeps } from './TransferDeps';

export const INSUFFICIENT_BALANCE = 'Insufficient in-game balance';

/** A pending withdrawal with no signature this old was cut off before it was signed: it never left. */
const UNSIGNED_STALE_MS = 2 * 60 * 1000;

/**
 * Withdrawals: debit in-game funds first (so parallel requests can never overdraw), then pay from the
 * vault on chain. A transaction that cannot have landed gets its debit refunded; one whose fate is not
 * known yet stays pending until `reconcile` finds out.
 */
export class Withdrawals {
  /** Withdrawals this process is sending; the background check leaves them to their request. */
  private readonly inFlight = new Set<string>();
  private reconciling = false;
  /** Work under way that still writes to the database (sends and background checks). */
  private readonly running = new Set<Promise<unknown>>();

  constructor(
    private readonly deps: TransferDeps,
    private readonly timing: ConfirmTiming,
  ) {}

  withdraw(walletId: string, token: TransferToken, amount: bigint): Promise<WithdrawResponse> {
    return this.track(this.run(walletId, token, amount));
  }

  /**
   * Settles pending withdrawals left by a lost answer or a restart: the chain tells whether each landed,
   * and one that cannot land any more is refunded. Runs at start and then now and again.
   */
  reconcile(): Promise<void> {
    return this.track(this.reconcileAll());
  }

  /** Resolves once no withdrawal is being sent or checked (before the database closes). */
  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.running.add(work);
    const forget = () => this.running.delete(work);
    work.then(forget, forget);
    return work;
  }

  private async run(walletId: string, token: TransferToken, amount: bigint): Promise<WithdrawResponse> {
    const chain = signingChain(this.deps.chain);
    const id = this.deps.newId();
    try {
      this.deps.ledger.transact(walletId, (write) => {
        write([{ token, delta: -amount }], `withdraw ${id}`);
        this.deps.transfers.insert({
          id,
          walletId,
          direction: 'withdraw',
          token,
          amount,
          status: 'pending',
          signature: null,
          at: this.deps.now(),
        });
      });
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 409)
        throw new HttpError(409, INSUFFICIENT_BALANCE);
      throw error;
    }
    this.publish(id);

    this.inFlight.add(id);
    let outcome: SignatureOutcome;
    try {
      outcome = await this.send(chain, id, walletId, token, amount);
    } finally {
      this.inFlight.delete(id);
    }
    const row = settleWithdrawal(this.deps, this.row(id), outcome);
    if (row.status === 'failed') {
      throw new HttpError(
        502,
        `The withdrawal failed: ${row.error ?? 'unknown reason'}. Your in-game balance was restored.`,
      );
    }
    // Confirmed, or sent and not confirmed yet: a pending answer is settled later (transferUpdated).
    return { transfer: toTransfer(row), funds: this.deps.ledger.list(walletId) };
  }

  private async reconcileAll(): Promise<void> {
    const chain = this.deps.chain;
    if (!chain || this.reconciling) return;
    this.reconciling = true;
    try {
      for (const row of this.deps.transfers.pendingWithdrawals()) {
        if (this.inFlight.has(row.id)) continue;
        const outcome = await this.outcomeOf(chain, row);
        settleWithdrawal(this.deps, row, outcome);
      }
    } finally {
      this.reconciling = false;
    }
  }

  private async send(
    chain: TransferChain & { authority: Keypair },
    id: string,
    walletId: string,
    token: TransferToken,
    amount: bigint,
  ): Promise<SignatureOutcome> {
    let signed = false;
    try {
      return await sendWithdrawal(
        chain,
        { transferId: id, owner: new PublicKey(walletId), accounts: chain.tokens[token], amount },
        (signature, lastValidBlockHeight) => {
          this.deps.transfers.setSignature(id, signature, lastValidBlockHeight, this.deps.now());
          signed = true;
        },
        this.timing,
      );
    } catch (error) {
      // Unexpected (e.g. building the transaction failed): once signed, only the chain can say what happened.
      const reason = `the withdrawal could not be sent (${errorText(error)})`;
      return signed ? { kind: 'pending', reason } : { kind: 'failed', reason };
    }
  }

  private async outcomeOf(chain: TransferChain, row: TransferRow): Promise<SignatureOutcome> {
    if (row.signature === null || row.last_valid_block_height === null) {
      return this.deps.now() - Number(row.created_at) > UNSIGNED_STALE_MS
        ? { kind: 'failed', reason: 'the withdrawal was interrupted before it was signed' }
        : { kind: 'pending', reason: 'not signed yet' };
    }
    return checkSignature(chain.connection, row.signature, Number(row.last_valid_block_height));
  }

  private row(id: string): TransferRow {
    const row = this.deps.transfers.get(id);
    if (!row) throw new Error(`withdrawal ${id} is missing from the database`);
    return row;
  }

  private publish(id: string): void {
    const row = this.row(id);
    this.deps.publish(row.wallet_id, toTransfer(row));
  }
}

function signingChain(chain: TransferChain | undefined): TransferChain & { authority: Keypair } {
  const resolved = requireChain(chain);
  const { authority } = resolved;
  if (!authority) {
    throw new HttpError(503, 'withdrawals are not set up on this server: it has no game authority key');
  }
  return { ...resolved, authority };
}
