import { PublicKey, type Keypair } from '@solana/web3.js';
import { getAssociatedTokenAddressSync, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { fundsRoutes } from '@companion/shared-state/routes';
import {
  TRANSFER_DECIMALS,
  type TransferToken,
  type WithdrawRequest,
  type WithdrawResponse,
} from '@companion/shared-state/schemas';
import { fromBaseUnits, toBaseUnits } from '../funds/units';
import { sendWithdrawal, type ConfirmTiming } from '../chain/sendWithdrawal';
import { checkSignature, errorText, type SignatureOutcome } from '../chain/signatureOutcome';
import type { TransferChain } from '../chain/transferChain';
import { toTransfer, type TransferRow } from '../db/transferStore';
import { HttpError } from '../http/HttpError';
import {
  idempotentRequest,
  KEY_REUSED_MESSAGE,
  type IdempotentRequest,
} from '../idempotency/IdempotentAnswers';
import { MovementAnswers, type RecordedMovement } from '../idempotency/MovementAnswers';
import { settleWithdrawal } from './settleWithdrawal';
import { requireChain, type TransferDeps } from './TransferDeps';

export const INSUFFICIENT_BALANCE = 'Insufficient in-game balance';

const HOUR_MS = 60 * 60 * 1000;

/** Limits every withdrawal meets (docs/game-api.md, "Withdrawals"). */
export interface WithdrawalRules {
  /** The smallest withdrawal, in base units. */
  minimum: bigint;
  /** Withdrawals per wallet within any hour; failed ones do not count. */
  perHour: number;
}

/** A pending withdrawal with no signature this old was cut off before it was signed: it never left. */
const UNSIGNED_STALE_MS = 2 * 60 * 1000;

/**
 * Withdrawals: debit in-game funds first (so parallel requests can never overdraw), then pay from the
 * vault on chain. A transaction that cannot have landed gets its debit refunded; one whose fate is not
 * known yet stays pending until `reconcile` finds out. The request's idempotency key is stored with the debit
 * (MovementAnswers): a repeat answers that withdrawal and never debits again.
 */
export class Withdrawals {
  /** Withdrawals this process is sending; the background check leaves them to their request. */
  private readonly inFlight = new Set<string>();
  private reconciling = false;
  /** Work under way that still writes to the database (sends and background checks). */
  private readonly running = new Set<Promise<unknown>>();
  private readonly keys: MovementAnswers<WithdrawResponse>;

  constructor(
    private readonly deps: TransferDeps,
    private readonly timing: ConfirmTiming,
    private readonly rules: WithdrawalRules,
  ) {
    this.keys = new MovementAnswers(deps.db, (id) => this.answer(this.row(id)));
  }

  withdraw(walletId: string, request: WithdrawRequest): Promise<WithdrawResponse> {
    return this.track(this.run(walletId, request));
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

  private async run(walletId: string, request: WithdrawRequest): Promise<WithdrawResponse> {
    const bound = idempotentRequest(walletId, fundsRoutes.withdraw.name, request);
    // A repeat is answered before the refusals below: the first withdrawal changed the balance and the rate.
    const earlier = this.keys.earlier(bound);
    if (earlier) return this.keys.replay(bound, earlier);
    const { token } = request;
    // The schema allows only amounts with at most TRANSFER_DECIMALS decimals, so this cannot be null.
    const amount = toBaseUnits(request.amount, TRANSFER_DECIMALS) ?? 0n;
    const chain = signingChain(this.deps.chain);
    if (amount < this.rules.minimum) {
      throw new HttpError(
        400,
        `amount must be at least ${fromBaseUnits(this.rules.minimum, TRANSFER_DECIMALS)} ${token}: smaller withdrawals are not paid out`,
      );
    }
    // Cheap refusals first; the debit below checks both again inside its transaction.
    this.checkWithdrawable(walletId, token, amount);
    this.checkRate(walletId);
    const owner = new PublicKey(walletId);
    await requireTokenAccount(chain, owner, token);

    const id = this.deps.newId();
    let recorded: RecordedMovement<WithdrawResponse> | undefined;
    try {
      recorded = this.deps.ledger.transact(walletId, (write) => {
        // The same request sent twice at once: the first to get here debits, the other answers its withdrawal.
        const first = this.keys.earlier(bound);
        if (first) return first;
        this.checkRate(walletId);
        write([{ token, delta: -amount, kind: 'withdrawal' }], `withdraw ${id}`);
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
        this.keys.record(bound, id, this.deps.now());
        return undefined;
      }).result;
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 409 && error.message !== KEY_REUSED_MESSAGE)
        this.checkWithdrawable(walletId, token, amount);
      throw error;
    }
    if (recorded) return this.keys.replay(bound, recorded);
    this.publish(id);
    return this.keys.work(id, () => this.pay(bound, chain, id, owner, token, amount));
  }

  /** Sends a recorded withdrawal, settles it and answers; a confirmed answer is stored for repeats. */
  private async pay(
    bound: IdempotentRequest,
    chain: TransferChain & { authority: Keypair },
    id: string,
    owner: PublicKey,
    token: TransferToken,
    amount: bigint,
  ): Promise<WithdrawResponse> {
    this.inFlight.add(id);
    let outcome: SignatureOutcome;
    try {
      outcome = await this.send(chain, id, owner, token, amount);
    } finally {
      this.inFlight.delete(id);
    }
    const answer = this.answer(settleWithdrawal(this.deps, this.row(id), outcome));
    if (answer.transfer.status === 'confirmed') this.keys.settle(bound, id, answer);
    return answer;
  }

  /**
   * The answer for a withdrawal as it stands: confirmed, or sent and not confirmed yet (a pending answer is
   * settled later, transferUpdated); a failed one is refused with its reason.
   */
  private answer(row: TransferRow): WithdrawResponse {
    if (row.status === 'failed') {
      throw new HttpError(
        502,
        `The withdrawal failed: ${row.error ?? 'unknown reason'}. Your in-game balance was restored.`,
      );
    }
    return { transfer: toTransfer(row), funds: this.deps.ledger.list(row.wallet_id) };
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
    owner: PublicKey,
    token: TransferToken,
    amount: bigint,
  ): Promise<SignatureOutcome> {
    let signed = false;
    try {
      return await sendWithdrawal(
        chain,
        { transferId: id, owner, accounts: chain.tokens[token], amount },
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

  /** 409 in the player's words when the amount is more than the withdrawable part of the balance. */
  private checkWithdrawable(walletId: string, token: TransferToken, amount: bigint): void {
    const balance = this.deps.ledger.balance(walletId, token);
    const withdrawable = balance.amount - balance.bonus;
    if (amount <= withdrawable) return;
    if (balance.bonus === 0n || amount > balance.amount) throw new HttpError(409, INSUFFICIENT_BALANCE);
    throw new HttpError(
      409,
      `${INSUFFICIENT_BALANCE}: you can withdraw ${fromBaseUnits(withdrawable, TRANSFER_DECIMALS)} ${token}. ` +
        `The rest is bonus (the starting ${token} the game gave you and what bonus won or earned): ` +
        'it is for playing and cannot be withdrawn.',
    );
  }

  /** 429 once the wallet has made `perHour` withdrawals within the last hour. */
  private checkRate(walletId: string): void {
    const since = this.deps.now() - HOUR_MS;
    if (this.deps.transfers.withdrawalsSince(walletId, since) < this.rules.perHour) return;
    throw new HttpError(
      429,
      `You can make ${this.rules.perHour} withdrawals an hour and have made them all: try again later.`,
    );
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

/**
 * The game never pays rent for a player's token account (docs/game-api.md, "Withdrawals"): the player's
 * wallet must already have one for the token, or the withdrawal is refused before anything moves.
 */
async function requireTokenAccount(
  chain: TransferChain,
  owner: PublicKey,
  token: TransferToken,
): Promise<void> {
  const account = getAssociatedTokenAddressSync(chain.tokens[token].mint, owner, true);
  let info: Awaited<ReturnType<TransferChain['connection']['getAccountInfo']>>;
  try {
    info = await chain.connection.getAccountInfo(account, 'confirmed');
  } catch (error) {
    throw new HttpError(502, `The chain could not be reached (${errorText(error)}). Nothing was withdrawn.`);
  }
  if (!info || !info.owner.equals(TOKEN_PROGRAM_ID)) {
    throw new HttpError(
      400,
      `your wallet has no ${token} token account yet: add ${token} in your wallet, or deposit ${token} once, then withdraw`,
    );
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
