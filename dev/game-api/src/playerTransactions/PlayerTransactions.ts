import type { Connection, ParsedTransactionWithMeta, Transaction } from '@solana/web3.js';
import { SendTransactionError } from '@solana/web3.js';
import type {
  CollectNftResult,
  DepositResponse,
  LiquidityResult,
  StakeResult,
  SubmissionPending,
} from '@companion/shared-state/schemas';
import { readConfirmedTransaction } from '../chain/readConfirmedTransaction';
import { chainRefusal } from '../chain/sendAuthorityTransaction';
import { checkSignature, errorText, type SignatureOutcome } from '../chain/signatureOutcome';
import type {
  PlayerTransactionKind,
  PlayerTransactionRow,
  PlayerTransactionStore,
} from '../db/playerTransactionStore';
import { HttpError } from '../http/HttpError';
import { decodeSignedTransaction, feePayerSignature } from './decodeSignedTransaction';

/** How one kind of player transaction is checked before it is sent and booked once it landed. */
export interface TransactionKind<P, R> {
  /**
   * Throws a 400 in player words when the transaction is not one of this kind for this wallet. Run once, before
   * the transaction is recorded: a repeat of a recorded one answers what the record says.
   */
  check(transaction: Transaction, walletId: string, params: P): void;
  /**
   * Adds the game's own signature where this kind needs one, after checking the message is one the game made
   * for this wallet (throws a 400 otherwise). Runs before the signatures are verified.
   */
  cosign?(transaction: Transaction, walletId: string, params: P): void;
  /** What must be read before the transaction may land (e.g. the pool's reserves on a fresh server). */
  prepare?(): Promise<unknown>;
  /** Books a landed transaction once per signature: a repeat answers what was booked. */
  book(
    walletId: string,
    signature: string,
    landed: () => Promise<ParsedTransactionWithMeta>,
    params: P,
  ): Promise<R>;
}

/** Each kind's request fields and answer. Amounts are decimal strings, as on the wire. */
export interface KindTypes {
  deposit: { params: Record<string, never>; result: DepositResponse };
  stake: { params: { optionId: string }; result: StakeResult };
  add: { params: { minLp: string }; result: LiquidityResult };
  remove: { params: { minDfl: string; minUsdc: string }; result: LiquidityResult };
  collectNft: { params: { nftId: string }; result: CollectNftResult };
}

export type TransactionKinds = {
  [K in PlayerTransactionKind]: TransactionKind<KindTypes[K]['params'], KindTypes[K]['result']>;
};

export interface PlayerTransactionsDeps {
  store: PlayerTransactionStore;
  connection: Connection | undefined;
  now: () => number;
  /** How long a request waits for `confirmed` before answering that the transaction is still on its way. */
  confirmTimeoutMs: number;
  /** Told once when a recorded transaction fails for good (the player learns of it in their history). */
  onFailed: (row: PlayerTransactionRow) => void;
  onError: (error: unknown, row: PlayerTransactionRow) => void;
}

export const PENDING_MESSAGE =
  'Sent. The chain has not confirmed it yet: the game books it as soon as it does, even if you close the app.';

/** How long settlement waits for a transaction it sent again before leaving it to the next round. */
const SETTLE_WAIT_MS = 2_000;
/** Waits between looks at the chain while a request waits for its transaction (ms). */
const POLL_STEPS_MS = [25, 50, 100, 200, 400];

/**
 * Value into the game in one request (docs/game-api.md, "Value moves in one request"): the wallet signs,
 * the app sends the signed bytes here, and the game checks them, records them under their signature,
 * sends them to the chain, waits for `confirmed` and books them in one database transaction. A recorded
 * transaction is settled by `settle` (at start-up and on a timer) whatever became of its request: landed →
 * booked once, expired or failed → nothing booked, and the player's history says so.
 */
export class PlayerTransactions {
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(
    private readonly deps: PlayerTransactionsDeps,
    private readonly kinds: TransactionKinds,
  ) {}

  submit<K extends PlayerTransactionKind>(
    kind: K,
    walletId: string,
    base64: string,
    params: KindTypes[K]['params'],
  ): Promise<KindTypes[K]['result'] | SubmissionPending> {
    const connection = this.requireConnection();
    const handler = this.handler(kind);
    // A repeat is read from the record (the bytes as they were sent, the game's signature included).
    const earlier = this.deps.store.get(feePayerSignature(base64) ?? '');
    const repeat = earlier?.wallet_id === walletId && earlier.kind === kind ? earlier : undefined;
    const cosign = handler.cosign && !repeat ? handler.cosign.bind(handler) : undefined;
    const { transaction, signature, bytes } = decodeSignedTransaction(
      repeat?.bytes ?? base64,
      walletId,
      cosign && ((received) => cosign(received, walletId, params)),
    );
    if (!repeat) handler.check(transaction, walletId, params);
    const joined = this.inFlight.get(signature);
    if (joined) {
      this.sameRequest(this.deps.store.get(signature), walletId, kind);
      return joined as Promise<KindTypes[K]['result'] | SubmissionPending>;
    }
    const work = this.run(connection, handler, {
      kind,
      walletId,
      signature,
      bytes,
      params,
      blockhash: transaction.recentBlockhash ?? '',
    });
    this.inFlight.set(signature, work);
    const forget = () => this.inFlight.delete(signature);
    work.then(forget, forget);
    return work as Promise<KindTypes[K]['result'] | SubmissionPending>;
  }

  /** Settles every recorded transaction no request is working on; resends what may still land. */
  async settle(): Promise<void> {
    const connection = this.deps.connection;
    if (!connection) return;
    for (const row of this.deps.store.recorded()) {
      if (this.inFlight.has(row.signature)) continue;
      const work = this.settleRow(connection, row);
      this.inFlight.set(row.signature, work);
      try {
        await work;
      } catch (error) {
        this.deps.onError(error, row);
      } finally {
        this.inFlight.delete(row.signature);
      }
    }
  }

  /** Waits for every request and settlement still talking to the chain. */
  async drain(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight.values()]);
  }

  private async run(
    connection: Connection,
    handler: TransactionKind<unknown, unknown>,
    input: {
      kind: PlayerTransactionKind;
      walletId: string;
      signature: string;
      bytes: Buffer;
      params: unknown;
      blockhash: string;
    },
  ): Promise<unknown> {
    const { kind, walletId, signature, bytes, params } = input;
    const recorded = this.deps.store.get(signature);
    if (recorded) {
      this.sameRequest(recorded, walletId, kind);
      if (recorded.status === 'failed') throw new HttpError(409, this.failedText(recorded));
      if (recorded.status === 'booked')
        return handler.book(walletId, signature, () => this.landed(signature), params);
      return this.await(connection, recorded);
    }

    await handler.prepare?.();
    const lastValidBlockHeight = await this.validUntil(connection, input.blockhash);
    this.deps.store.insert({
      signature,
      walletId,
      kind,
      params: JSON.stringify(params),
      bytes: bytes.toString('base64'),
      lastValidBlockHeight,
      at: this.deps.now(),
    });
    const row = this.row(signature);
    this.sameRequest(row, walletId, kind);
    try {
      await connection.sendRawTransaction(bytes, { preflightCommitment: 'confirmed' });
    } catch (error) {
      if (error instanceof SendTransactionError) {
        // Refused, or already processed (the same bytes sent before): the chain tells which.
        const outcome = await checkSignature(connection, signature, lastValidBlockHeight);
        if (outcome.kind !== 'pending') return this.conclude(row, outcome);
        // Not taken this time; the same bytes could still land if sent again before they expire, so the
        // record stays open until the chain says they cannot (settle), and books them if they do.
        const reason = `the chain refused the transaction (${chainRefusal(error)})`;
        this.deps.store.note(signature, reason, this.deps.now());
        throw new HttpError(400, `${reason}. Nothing was booked.`);
      }
      // A lost answer may hide a transaction that was received: the chain tells below.
    }
    return this.await(connection, row);
  }

  /** Waits for the chain's verdict and books or fails the transaction; still unknown → pending answer. */
  private async await(connection: Connection, row: PlayerTransactionRow): Promise<unknown> {
    const outcome = await this.verdict(connection, row, this.deps.confirmTimeoutMs);
    if (outcome.kind !== 'pending') return this.conclude(row, outcome);
    return {
      status: 'pending',
      signature: row.signature,
      message: PENDING_MESSAGE,
    } satisfies SubmissionPending;
  }

  private async settleRow(connection: Connection, row: PlayerTransactionRow): Promise<void> {
    let outcome = await checkSignature(connection, row.signature, Number(row.last_valid_block_height));
    if (outcome.kind === 'pending') {
      // Recorded but perhaps never sent (the process stopped in between): the same bytes, while they can land.
      await connection
        .sendRawTransaction(Buffer.from(row.bytes, 'base64'), { skipPreflight: true })
        .catch(() => undefined);
      outcome = await this.verdict(connection, row, SETTLE_WAIT_MS);
    }
    if (outcome.kind === 'pending') return;
    await this.conclude(row, outcome).catch((error: unknown) => {
      if (!(error instanceof HttpError && error.statusCode < 500)) throw error;
    });
  }

  /** Looks at the chain, more slowly as time goes, until it knows or `timeoutMs` passed. */
  private async verdict(
    connection: Connection,
    row: PlayerTransactionRow,
    timeoutMs: number,
  ): Promise<SignatureOutcome> {
    const deadline = Date.now() + timeoutMs;
    for (let step = 0; ; step++) {
      const outcome = await checkSignature(connection, row.signature, Number(row.last_valid_block_height));
      const wait = POLL_STEPS_MS[Math.min(step, POLL_STEPS_MS.length - 1)] ?? 400;
      if (outcome.kind !== 'pending' || Date.now() + wait > deadline) return outcome;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  /** Books a landed transaction or records why it moved nothing; answers as the request would. */
  private async conclude(
    row: PlayerTransactionRow,
    outcome: Exclude<SignatureOutcome, { kind: 'pending' }>,
  ): Promise<unknown> {
    const handler = this.handler(row.kind);
    if (outcome.kind === 'failed') {
      this.fail(row, `${outcome.reason}, so it moved nothing`);
      throw new HttpError(400, this.failedText(this.row(row.signature)));
    }
    let result: unknown;
    try {
      result = await handler.book(
        row.wallet_id,
        row.signature,
        () => this.landed(row.signature),
        JSON.parse(row.params) as unknown,
      );
    } catch (error) {
      // A landed transaction the game cannot book: the checks before sending should make this impossible.
      // The books check at start-up shows the tokens it moved; the record keeps why.
      if (error instanceof HttpError && error.statusCode < 500) {
        this.deps.onError(error, row);
        this.fail(row, `it landed but could not be booked (${error.message})`);
      }
      throw error;
    }
    this.deps.store.settle(row.signature, 'booked', null, this.deps.now());
    return result;
  }

  private fail(row: PlayerTransactionRow, reason: string): void {
    if (this.deps.store.settle(row.signature, 'failed', reason, this.deps.now())) {
      this.deps.onFailed(this.row(row.signature));
    }
  }

  /** The last block height the transaction's blockhash allows (an upper bound: the latest one's). */
  private async validUntil(connection: Connection, blockhash: string): Promise<number> {
    try {
      const [valid, latest] = await Promise.all([
        connection.isBlockhashValid(blockhash, { commitment: 'confirmed' }),
        connection.getLatestBlockhash('confirmed'),
      ]);
      if (!valid.value) {
        throw new HttpError(400, 'this transaction has expired before it was sent: sign it again');
      }
      return latest.lastValidBlockHeight;
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw new HttpError(502, `the chain could not be reached, so nothing was sent (${errorText(error)})`);
    }
  }

  private landed(signature: string): Promise<ParsedTransactionWithMeta> {
    return readConfirmedTransaction(this.requireConnection(), signature);
  }

  private sameRequest(row: PlayerTransactionRow | undefined, walletId: string, kind: PlayerTransactionKind) {
    if (!row) return;
    if (row.wallet_id !== walletId)
      throw new HttpError(409, 'this transaction was already sent by another wallet');
    if (row.kind !== kind) throw new HttpError(409, `this transaction was already sent as a ${row.kind}`);
  }

  private failedText(row: PlayerTransactionRow): string {
    return `This transaction did not go through: ${row.error ?? 'it cannot land'}. Nothing was booked.`;
  }

  /** One kind's handler, its fields and answer seen as unknown (they travel through the record as JSON). */
  private handler(kind: PlayerTransactionKind): TransactionKind<unknown, unknown> {
    return this.kinds[kind] as TransactionKind<never, unknown> as TransactionKind<unknown, unknown>;
  }

  private row(signature: string): PlayerTransactionRow {
    const row = this.deps.store.get(signature);
    if (!row) throw new Error(`player transaction ${signature} is missing from the database`);
    return row;
  }

  private requireConnection(): Connection {
    if (!this.deps.connection) {
      throw new HttpError(503, 'on-chain transactions are not set up on this server: it knows no chain');
    }
    return this.deps.connection;
  }
}
