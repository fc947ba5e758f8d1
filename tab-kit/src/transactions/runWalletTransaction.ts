import { PublicKey, TransactionInstruction, type Connection, type Transaction } from '@solana/web3.js';
import {
  chainErrorMessage,
  DECLINED_IN_WALLET,
  GameApiError,
  isWalletDecline,
  notify,
} from '@companion/shared-state';
import { playerMessage, SESSION_ENDED_MESSAGE } from '../errors/playerMessage';
import {
  BUSY_MESSAGE,
  CANCELLED_MESSAGE,
  MAYBE_BOOKED_MESSAGE,
  TIMEOUT_MESSAGE,
  WALLET_TIMEOUT_MS,
} from './messages';
import { release, setPendingStatus, tryAcquire, type TransactionStatus } from './transactionLock';

export interface RecentBlockhash {
  blockhash: string;
  lastValidBlockHeight: number;
}

export interface WalletTransactionDeps {
  connection: Connection;
  /** The signed-in wallet's key. */
  owner: PublicKey;
  /** The wallet's signer (wallet adapter's signTransaction): the wallet only signs, it never sends. */
  signTransaction: (transaction: Transaction) => Promise<Transaction>;
}

export interface WalletTransactionOptions<T> {
  /**
   * What is being done, in the player's words ("Stake 15 DFL for 90 days"): shown while it waits, and
   * carried in the transaction as its memo, which the wallet shows before Approve.
   */
  label: string;
  /**
   * Hands the signed transaction (base64) to the game, which records it, sends it, waits for the chain
   * and books it in one request (docs/game-api.md, "Value moves in one request"); its answer is the result.
   */
  submit: (signedTransaction: string) => Promise<T>;
  /** How long the wallet may take to answer before the request is given up (ms). */
  walletTimeoutMs?: number;
  onStatus?: (status: TransactionStatus) => void;
  /** Tell the player about a refusal or failure through the shell's toasts (default true). */
  notifyFailure?: boolean;
}

export type WalletTransactionResult<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      reason: 'busy' | 'fee' | 'declined' | 'cancelled' | 'timeout' | 'failed';
      message: string;
      /** The failure happened after the transaction was handed to the game. */
      handedOver?: boolean;
      /**
       * Handed over, but the game's verdict never arrived (unreachable, timed out, a server fault): it may
       * still be booked, so the app says so and does not offer the same amount again.
       */
      maybeBooked?: boolean;
    };

/** The SPL Memo program (v2): its instruction carries text and moves nothing; the game's check accepts it. */
export const MEMO_PROGRAM_ID = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');

/** A memo instruction with `text`, signed by nobody (it only says what the transaction is for). */
export function memoInstruction(text: string): TransactionInstruction {
  return new TransactionInstruction({
    programId: MEMO_PROGRAM_ID,
    keys: [],
    data: Buffer.from(text, 'utf8'),
  });
}
/** The base fee of one signature; used when the endpoint cannot price the message. */
const LAMPORTS_PER_SIGNATURE = 5000;

class Stopped extends Error {
  constructor(readonly reason: 'cancelled' | 'timeout') {
    super(reason);
  }
}

/**
 * Build → check the fee → sign in the wallet → hand the signed bytes to the game (docs/tab-kit.md,
 * "Transactions"). One request moves the value: the game sends, confirms and books it, so a page closed
 * after that never loses it. One at a time for the whole app; the wait for the wallet has a time-out and can
 * be cancelled, and because the wallet only signs, a cancelled or timed-out request is never sent even if
 * the wallet answers later. Failures come back in player words.
 */
export async function runWalletTransaction<T>(
  deps: WalletTransactionDeps,
  build: (owner: PublicKey, recent: RecentBlockhash) => Transaction | Promise<Transaction>,
  options: WalletTransactionOptions<T>,
): Promise<WalletTransactionResult<T>> {
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
  let handedOver = false;
  try {
    status('checking-fee', true);
    const { connection, owner } = deps;
    const recent = await Promise.race([connection.getLatestBlockhash('confirmed'), stopped]);
    const transaction = await Promise.race([Promise.resolve(build(owner, recent)), stopped]);
    // Every transaction the app builds says in the player's words what it does (the wallet shows it).
    transaction.add(memoInstruction(options.label));
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
    // Every signature must be there; checking them is the game's and the network's job.
    const bytes = signed.serialize({ verifySignatures: false });
    handedOver = true;
    const value = await options.submit(toBase64(bytes));
    status('done', false);
    return { ok: true, value };
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
    if (!handedOver && isWalletDecline(error))
      return fail(options, { ok: false, reason: 'declined', message: DECLINED_IN_WALLET });
    console.warn(`${options.label} failed`, error);
    // Before the hand-over the failure is the chain endpoint's or the wallet's (RPC text, never shown);
    // after it, the game's answer, whose refusals are written for the player.
    if (!handedOver) return fail(options, { ok: false, reason: 'failed', message: chainErrorMessage(error) });
    // The game's refusal (4xx), or the tab's own reading of its answer, is a verdict: nothing more will be
    // booked. No answer at all (unreachable, timed out, a server fault) leaves it open.
    const unanswered = error instanceof GameApiError && (error.status === undefined || error.status >= 500);
    return fail(options, {
      ok: false,
      reason: 'failed',
      handedOver,
      ...(unanswered
        ? { maybeBooked: true, message: `${playerMessage(error)} ${MAYBE_BOOKED_MESSAGE}` }
        : { message: playerMessage(error) }),
    });
  } finally {
    release();
  }
}

/** The wire bytes in base64 (a transaction is at most 1232 bytes, so one string of them is fine). */
function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
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

function fail<T>(
  options: WalletTransactionOptions<T>,
  result: WalletTransactionResult<T>,
): WalletTransactionResult<T> {
  // A cancel is the player's own doing: no message needed. An ended session is said once, by the shell.
  if (
    !result.ok &&
    options.notifyFailure !== false &&
    result.reason !== 'cancelled' &&
    result.message !== SESSION_ENDED_MESSAGE
  ) {
    notify(result.message, 'error');
  }
  return result;
}
