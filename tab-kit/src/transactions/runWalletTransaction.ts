import type { Connection, PublicKey, Transaction } from '@solana/web3.js';
import { chainErrorMessage, DECLINED_IN_WALLET, isWalletDecline, notify } from '@companion/shared-state';
import { release, setPendingStatus, tryAcquire, type TransactionStatus } from './transactionLock';

export interface RecentBlockhash {
  blockhash: string;
  lastValidBlockHeight: number;
}

export interface WalletTransactionDeps {
  connection: Connection;
  /** The signed-in wallet's key. */
  owner: PublicKey;
  /** The wallet's signer (wallet adapter's signTransaction): nothing is sent until it returns. */
  signTransaction: (transaction: Transaction) => Promise<Transaction>;
}

export interface WalletTransactionOptions {
  /** What is being done, e.g. "Deposit 10 DFL": shown while it waits. */
  label: string;
  /** How long the wallet may take to answer before the request is given up (ms). */
  walletTimeoutMs?: number;
  onStatus?: (status: TransactionStatus) => void;
  /** Called with the signature as soon as the signed transaction is handed to the network. */
  onSent?: (signature: string, recent: RecentBlockhash) => void;
  /** Tell the player about a refusal or failure through the shell's toasts (default true). */
  notifyFailure?: boolean;
  /**
   * Wait for `confirmed` before answering (default true). A caller with its own follow-up (e.g. a deposit
   * that queues the signature and confirms, then has it credited) answers after sending.
   */
  confirm?: boolean;
}

export type WalletTransactionResult =
  | { ok: true; signature: string; recent: RecentBlockhash }
  | {
      ok: false;
      reason: 'busy' | 'fee' | 'declined' | 'cancelled' | 'timeout' | 'failed';
      message: string;
      /** Set when the transaction reached the network before it failed. */
      signature?: string;
    };

export const WALLET_TIMEOUT_MS = 60_000;
/** The base fee of one signature; used when the endpoint cannot price the message. */
const LAMPORTS_PER_SIGNATURE = 5000;

export const BUSY_MESSAGE = 'Another request is waiting for your wallet. Finish or cancel it first.';
export const TIMEOUT_MESSAGE = 'Your wallet did not answer in time. Nothing was sent; try again.';
export const CANCELLED_MESSAGE = 'Cancelled. Nothing was sent.';

class Stopped extends Error {
  constructor(readonly reason: 'cancelled' | 'timeout') {
    super(reason);
  }
}

/**
 * Build → check the fee → sign in the wallet → send through the app's Connection → confirm at
 * `confirmed` (docs/tab-kit.md, "Transactions"). One at a time for the whole app; the wait for the
 * wallet has a time-out and can be cancelled, and because the wallet only signs, a cancelled or timed-out
 * request is never sent even if the wallet answers later. Failures come back in player words.
 */
export async function runWalletTransaction(
  deps: WalletTransactionDeps,
  build: (owner: PublicKey, recent: RecentBlockhash) => Transaction | Promise<Transaction>,
  options: WalletTransactionOptions,
): Promise<WalletTransactionResult> {
  let stop: (reason: 'cancelled' | 'timeout') => void = () => {};
  const stopped = new Promise<never>((_, reject) => {
    stop = (reason) => reject(new Stopped(reason));
  });
  stopped.catch(() => {});
  if (!tryAcquire(options.label, () => stop('cancelled'))) {
    return fail(options, { ok: false, reason: 'busy', message: BUSY_MESSAGE });
  }
  const status = (next: TransactionStatus, cancellable: boolean) => {
    setPendingStatus(next, cancellable);
    options.onStatus?.(next);
  };
  let signature: string | undefined;
  try {
    status('checking-fee', true);
    const { connection, owner } = deps;
    const recent = await Promise.race([connection.getLatestBlockhash('confirmed'), stopped]);
    const transaction = await Promise.race([Promise.resolve(build(owner, recent)), stopped]);
    transaction.feePayer ??= owner;
    transaction.recentBlockhash ??= recent.blockhash;
    const shortBy = await Promise.race([feeShortfall(connection, owner, transaction), stopped]);
    if (shortBy !== null) return fail(options, { ok: false, reason: 'fee', message: shortBy });

    status('awaiting-signature', true);
    const timer = setTimeout(() => stop('timeout'), options.walletTimeoutMs ?? WALLET_TIMEOUT_MS);
    let signed: Transaction;
    try {
      signed = await Promise.race([deps.signTransaction(transaction), stopped]);
    } finally {
      clearTimeout(timer);
    }

    status('sending', false);
    // Every signature must be there; checking them is the network's job (it refuses a bad one).
    signature = await connection.sendRawTransaction(signed.serialize({ verifySignatures: false }), {
      preflightCommitment: 'confirmed',
    });
    options.onSent?.(signature, recent);
    if (options.confirm === false) {
      status('done', false);
      return { ok: true, signature, recent };
    }
    status('confirming', false);
    const { value } = await connection.confirmTransaction({ signature, ...recent }, 'confirmed');
    if (value.err)
      throw Object.assign(new Error('transaction failed'), { logs: [JSON.stringify(value.err)] });
    status('done', false);
    return { ok: true, signature, recent };
  } catch (error) {
    if (error instanceof Stopped) {
      status('cancelled', false);
      return fail(options, {
        ok: false,
        reason: error.reason,
        message: error.reason === 'timeout' ? TIMEOUT_MESSAGE : CANCELLED_MESSAGE,
      });
    }
    status('failed', false);
    if (isWalletDecline(error))
      return fail(options, { ok: false, reason: 'declined', message: DECLINED_IN_WALLET });
    console.warn(`${options.label} failed`, error);
    return fail(options, { ok: false, reason: 'failed', message: chainErrorMessage(error), signature });
  } finally {
    release();
  }
}

/** Null when the wallet holds enough SOL for the fee, else what to tell the player. */
async function feeShortfall(
  connection: Connection,
  owner: PublicKey,
  transaction: Transaction,
): Promise<string | null> {
  let fee = LAMPORTS_PER_SIGNATURE * Math.max(1, transaction.signatures.length);
  try {
    const priced = await connection.getFeeForMessage(transaction.compileMessage(), 'confirmed');
    if (typeof priced.value === 'number') fee = priced.value;
  } catch {
    // Not every endpoint prices messages; the base fee per signature is the floor.
  }
  const balance = await connection.getBalance(owner, 'confirmed');
  if (balance >= fee) return null;
  return `Your wallet needs about ${(fee / 1e9).toFixed(6).replace(/0+$/, '')} SOL for the network fee. Add a little SOL and try again.`;
}

function fail(options: WalletTransactionOptions, result: WalletTransactionResult): WalletTransactionResult {
  // A cancel is the player's own doing: no message needed.
  if (!result.ok && options.notifyFailure !== false && result.reason !== 'cancelled') {
    notify(result.message, 'error');
  }
  return result;
}
