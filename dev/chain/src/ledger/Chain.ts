import bs58 from 'bs58';
import { randomBytes } from 'node:crypto';
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { SYSTEM_PROGRAM_ID } from '../accounts/programIds';
import { BlockhashWindow } from './BlockhashWindow';
import { captureBalances } from './captureBalances';
import { decodeTransaction } from './decodeTransaction';
import type { DecodedTransaction } from './decodeTransaction';
import { chargedFee, executionDetails } from './executionDetails';
import type { ExecutionDetails } from './executionDetails';
import { FailedTransactionMetadata, LiteSvm, NativeAccount } from './litesvm';
import { installMemoProgram } from './memoProgram';
import { readAccount, toChainAccount } from './readAccounts';
import { isZeroSignature, resolveAccountKeys } from './resolveAccountKeys';
import { TransactionIndex } from './TransactionIndex';
import { transactionErrorJson } from './transactionErrors';
import type { ChainAccount, TransactionErrorJson, TransactionRecord } from './types';

/** What the chain persists besides LiteSVM's own state and the transaction history. */
export interface ChainMeta {
  genesisHash: string;
  faucetSecretKey: string;
  blockHeight: number;
  blockhashes: [string, number][];
  transactionCount: number;
}

export interface ChainSnapshot {
  svm: Uint8Array;
  meta: ChainMeta;
}

export interface ChainOptions {
  /** How many transactions getTransaction / getSignaturesForAddress remember (oldest dropped first). */
  historyCapacity?: number;
}

export type ProcessOutcome =
  | { landed: true; record: TransactionRecord }
  /** Rejected before execution (bad blockhash, signature, duplicate...): nothing landed, no fee. */
  | { landed: false; signature: string; err: TransactionErrorJson };

export interface SimulationOutcome extends ExecutionDetails {
  err: TransactionErrorJson | null;
  accountKeys: string[];
  /** Accounts as the transaction would leave them. */
  postAccounts: Map<string, ChainAccount | null>;
  replacementBlockhash: { blockhash: string; lastValidBlockHeight: number } | null;
}

export type TransactionListener = (record: TransactionRecord, writable: string[]) => void;

const DEFAULT_HISTORY_CAPACITY = 20_000;
const FAUCET_FLOAT = 1_000_000_000_000_000n; // 1,000,000 SOL, refilled when an airdrop needs more
const NO_EXECUTION: ExecutionDetails = {
  logMessages: [],
  computeUnitsConsumed: 0,
  innerInstructions: [],
  returnData: null,
};

function isDurableNonce(decoded: DecodedTransaction): boolean {
  const first = decoded.instructions[0];
  if (!first || decoded.staticAccountKeys[first.programIdIndex] !== SYSTEM_PROGRAM_ID) return false;
  // SystemInstruction::AdvanceNonceAccount = 4 (u32 LE): its blockhash is the nonce, not a recent one.
  return (
    first.data.length >= 4 && new DataView(first.data.buffer, first.data.byteOffset).getUint32(0, true) === 4
  );
}

/**
 * The ledger: LiteSVM's accounts plus what a JSON-RPC node needs on top of it (slots, block height,
 * recent blockhashes, a transaction history). Every landed transaction gets its own slot and blockhash;
 * block height advances with wall-clock ticks, so a blockhash lives 150 blocks as on a real cluster.
 */
export class Chain {
  private readonly listeners = new Set<TransactionListener>();
  private readonly durableListeners = new Set<() => void>();
  private readonly faucet: Keypair;
  /**
   * Transactions of slots below this one are on disk. Only those are reported `confirmed` or `finalized`
   * (docs in dev/chain/README.md, "Durability"): a crash may lose a transaction, never one already
   * reported at the commitment the game settles on.
   */
  private durableSlot: number;

  private constructor(
    private readonly svm: LiteSvm,
    private readonly blockhashes: BlockhashWindow,
    readonly index: TransactionIndex,
    private height: number,
    readonly genesisHash: string,
    faucetSecretKey: Uint8Array,
  ) {
    this.faucet = Keypair.fromSecretKey(faucetSecretKey);
    // Blockhashes are checked here against the recent window, since LiteSVM only knows its latest one.
    svm.setBlockhashCheck(false);
    svm.setSigverify(true);
    installMemoProgram(svm);
    // What a chain starts with was read from disk (or is nothing at all).
    this.durableSlot = this.slot;
  }

  static create(options: ChainOptions = {}): Chain {
    const svm = new LiteSvm();
    const height = Number(svm.getClock().slot);
    const chain = new Chain(
      svm,
      new BlockhashWindow(),
      new TransactionIndex(options.historyCapacity ?? DEFAULT_HISTORY_CAPACITY),
      height,
      bs58.encode(randomBytes(32)),
      Keypair.generate().secretKey,
    );
    chain.setClockToNow();
    chain.blockhashes.add(svm.latestBlockhash(), height);
    return chain;
  }

  /** `records`: the saved history, oldest first. */
  static restore(snapshot: ChainSnapshot, records: TransactionRecord[], options: ChainOptions = {}): Chain {
    const { meta } = snapshot;
    return new Chain(
      LiteSvm.fromBytes(snapshot.svm),
      new BlockhashWindow(meta.blockhashes),
      new TransactionIndex(
        options.historyCapacity ?? DEFAULT_HISTORY_CAPACITY,
        records,
        meta.transactionCount,
      ),
      meta.blockHeight,
      meta.genesisHash,
      bs58.decode(meta.faucetSecretKey),
    );
  }

  snapshot(): ChainSnapshot {
    return {
      svm: this.svm.toBytes(),
      meta: {
        genesisHash: this.genesisHash,
        faucetSecretKey: bs58.encode(this.faucet.secretKey),
        blockHeight: this.height,
        blockhashes: this.blockhashes.entries(),
        transactionCount: this.index.transactionCount,
      },
    };
  }

  get slot(): number {
    return Number(this.svm.getClock().slot);
  }

  get blockHeight(): number {
    return this.height;
  }

  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number } {
    const blockhash = this.svm.latestBlockhash();
    return {
      blockhash,
      lastValidBlockHeight: this.blockhashes.lastValidBlockHeight(blockhash) ?? this.height,
    };
  }

  isBlockhashValid(blockhash: string): boolean {
    return this.blockhashes.isValid(blockhash, this.height);
  }

  getAccount(address: string): ChainAccount | null {
    return readAccount(this.svm, address);
  }

  getProgramAccounts(programId: string): { pubkey: string; account: ChainAccount }[] {
    return this.svm
      .getProgramAccounts(bs58.decode(programId))
      .map((entry) => ({ pubkey: bs58.encode(entry.address), account: toChainAccount(entry.account()) }))
      .filter((entry) => entry.account.lamports > 0n);
  }

  minimumBalanceForRentExemption(dataLength: number): number {
    return Number(this.svm.minimumBalanceForRentExemption(BigInt(dataLength)));
  }

  /** True once the transaction is in a snapshot on disk: a crash can no longer lose it. */
  isDurable(record: TransactionRecord): boolean {
    return record.slot < this.durableSlot;
  }

  /**
   * A snapshot taken when the chain was at `slot` is on disk: every transaction processed before it is
   * now durable. Listeners (signature subscriptions) hear of it.
   */
  markDurable(slot: number): void {
    if (slot <= this.durableSlot) return;
    this.durableSlot = slot;
    for (const listener of this.durableListeners) listener();
  }

  onDurable(listener: () => void): () => void {
    this.durableListeners.add(listener);
    return () => this.durableListeners.delete(listener);
  }

  onTransaction(listener: TransactionListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** One block of wall-clock time passed: new slot, new blockhash, block height + 1. */
  tick(): void {
    this.height += 1;
    this.advanceSlot();
  }

  simulate(
    decoded: DecodedTransaction,
    options: { sigVerify: boolean; replaceRecentBlockhash: boolean },
  ): SimulationOutcome {
    let transaction = decoded;
    let replacementBlockhash: SimulationOutcome['replacementBlockhash'] = null;
    if (options.replaceRecentBlockhash) {
      replacementBlockhash = this.latestBlockhash();
      transaction = decoded.withBlockhash(replacementBlockhash.blockhash);
    }
    const read = (address: string) => this.getAccount(address);
    const { keys } = resolveAccountKeys(transaction, read);
    const rejected = (err: TransactionErrorJson): SimulationOutcome => ({
      err,
      ...NO_EXECUTION,
      accountKeys: keys,
      postAccounts: new Map(),
      replacementBlockhash,
    });
    if (!options.replaceRecentBlockhash && !this.acceptsBlockhash(transaction))
      return rejected('BlockhashNotFound');
    if (this.index.has(transaction.signature) && !isZeroSignature(transaction.signature)) {
      return rejected('AlreadyProcessed');
    }

    this.svm.setSigverify(options.sigVerify);
    let result: ReturnType<LiteSvm['simulateVersionedTransaction']>;
    try {
      result = this.svm.simulateVersionedTransaction(transaction.bytes);
    } finally {
      this.svm.setSigverify(true);
    }
    if (result instanceof FailedTransactionMetadata) {
      return { ...rejected(transactionErrorJson(result)), ...executionDetails(result.meta()) };
    }
    const postAccounts = new Map<string, ChainAccount | null>();
    for (const entry of result.postAccounts()) {
      const account = toChainAccount(entry.account());
      postAccounts.set(bs58.encode(entry.address), account.lamports > 0n ? account : null);
    }
    return {
      err: null,
      ...executionDetails(result.meta()),
      accountKeys: keys,
      postAccounts,
      replacementBlockhash,
    };
  }

  /** Executes a transaction for real: it lands (and is recorded, even when it fails) or is rejected. */
  process(decoded: DecodedTransaction): ProcessOutcome {
    if (!this.acceptsBlockhash(decoded)) {
      return { landed: false, signature: decoded.signature, err: 'BlockhashNotFound' };
    }
    const read = (address: string) => this.getAccount(address);
    const resolved = resolveAccountKeys(decoded, read);
    const pre = captureBalances(resolved.keys, read);
    const result = this.svm.sendVersionedTransaction(decoded.bytes);
    const failed = result instanceof FailedTransactionMetadata ? result : undefined;
    const meta = failed ? failed.meta() : (result as Exclude<typeof result, FailedTransactionMetadata>);
    // Errors found before execution leave no trace (LiteSVM reports them with an all-zero signature).
    if (failed && isZeroSignature(meta.signature())) {
      return { landed: false, signature: decoded.signature, err: transactionErrorJson(failed) };
    }
    const post = captureBalances(resolved.keys, read);
    const record: TransactionRecord = {
      signature: decoded.signature,
      slot: this.slot,
      blockTime: Math.floor(Date.now() / 1000),
      transaction: Buffer.from(decoded.bytes).toString('base64'),
      version: decoded.version,
      accountKeys: resolved.keys,
      loadedAddresses: resolved.loaded,
      err: failed ? transactionErrorJson(failed) : null,
      fee: chargedFee(meta, decoded.signatures.length),
      preBalances: pre.lamports,
      postBalances: post.lamports,
      preTokenBalances: pre.tokens,
      postTokenBalances: post.tokens,
      ...executionDetails(meta),
    };
    this.index.add(record);
    this.advanceSlot();
    for (const listener of this.listeners) listener(record, resolved.writable);
    return { landed: true, record };
  }

  /** Sends lamports from the chain's faucet account, as an ordinary (recorded) transfer. */
  airdrop(address: string, lamports: bigint): ProcessOutcome {
    this.refillFaucet(lamports);
    const transaction = new Transaction({
      feePayer: this.faucet.publicKey,
      recentBlockhash: this.svm.latestBlockhash(),
    }).add(
      SystemProgram.transfer({
        fromPubkey: this.faucet.publicKey,
        toPubkey: new PublicKey(address),
        lamports,
      }),
    );
    transaction.sign(this.faucet);
    return this.process(decodeTransaction(transaction.serialize()));
  }

  /** Pays fees and rent for the chain's own set-up transactions (seed, faucet). */
  get faucetKeypair(): Keypair {
    return this.faucet;
  }

  refillFaucet(needed: bigint): void {
    const address = this.faucet.publicKey.toBytes();
    const balance = this.svm.getBalance(address) ?? 0n;
    if (balance >= needed + FAUCET_FLOAT / 10n) return;
    this.svm.setAccount(
      address,
      new NativeAccount(needed + FAUCET_FLOAT, new Uint8Array(0), bs58.decode(SYSTEM_PROGRAM_ID), false, 0n),
    );
  }

  private acceptsBlockhash(decoded: DecodedTransaction): boolean {
    return isDurableNonce(decoded) || this.isBlockhashValid(decoded.recentBlockhash);
  }

  private advanceSlot(): void {
    this.svm.warpToSlot(this.svm.getClock().slot + 1n);
    this.svm.expireBlockhash();
    this.setClockToNow();
    this.blockhashes.add(this.svm.latestBlockhash(), this.height);
  }

  private setClockToNow(): void {
    const clock = this.svm.getClock();
    clock.unixTimestamp = BigInt(Math.floor(Date.now() / 1000));
    this.svm.setClock(clock);
  }
}
