import bs58 from 'bs58';
import { randomBytes } from 'node:crypto';
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { SYSTEM_PROGRAM_ID } from '../accounts/programIds';
import type { GenesisAccount } from '../genesis/accountFiles';
import { installNativeMints } from '../genesis/nativeMints';
import { ensureNodeAccounts } from '../genesis/nodeAccounts';
import { scanAccounts } from '../genesis/scanAccounts';
import type { ScannedAccount } from '../genesis/scanAccounts';
import { readStakeMinimumDelegation } from '../genesis/stakeMinimumDelegation';
import { BlockhashWindow } from './BlockhashWindow';
import type { BlockLedger } from './BlockLedger';
import { computeBudgetOf } from './computeBudget';
import { captureBalances } from './captureBalances';
import { decodeTransaction } from './decodeTransaction';
import type { DecodedTransaction } from './decodeTransaction';
import type { EpochPosition, EpochScheduleInfo } from './epochSchedule';
import { chargedFee, executionDetails } from './executionDetails';
import type { ExecutionDetails } from './executionDetails';
import { FailedTransactionMetadata, LiteSvm, NativeAccount } from './litesvm';
import { installMemoProgram } from './memoProgram';
import { readAccount, toChainAccount } from './readAccounts';
import { isZeroSignature, resolveAccountKeys } from './resolveAccountKeys';
import { SlotClock } from './SlotClock';
import type { SlotUpdate } from './SlotClock';
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
  /** How many blocks getBlock and the other block methods remember (oldest dropped first). */
  blockCapacity?: number;
  /** Accounts a new chain starts with (fixtures, as a test validator's `--account-dir`); a restored one keeps its own. */
  genesisAccounts?: GenesisAccount[];
}

export type Commitment = 'processed' | 'confirmed' | 'finalized';
export type { SlotUpdate } from './SlotClock';

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
const DEFAULT_BLOCK_CAPACITY = 50_000;
// The SlotHashes sysvar is read by the address lookup table program (a table's recent slot) and by whoever
// names the sysvar account itself.
const SLOT_HASHES_SYSVAR = 'SysvarS1otHashes111111111111111111111111111';
const SLOT_HASHES_READERS = new Set([SLOT_HASHES_SYSVAR, 'AddressLookupTab1e1111111111111111111111111']);
const FAUCET_FLOAT = 1_000_000_000_000_000n; // 1,000,000 SOL, refilled when an airdrop needs more
const NO_EXECUTION: ExecutionDetails = {
  logMessages: [],
  computeUnitsConsumed: 0,
  innerInstructions: [],
  returnData: null,
};

function readsSlotHashes(decoded: DecodedTransaction): boolean {
  return decoded.staticAccountKeys.some((key) => SLOT_HASHES_READERS.has(key));
}

function isDurableNonce(decoded: DecodedTransaction): boolean {
  const first = decoded.instructions[0];
  if (!first || decoded.staticAccountKeys[first.programIdIndex] !== SYSTEM_PROGRAM_ID) return false;
  // SystemInstruction::AdvanceNonceAccount = 4 (u32 LE): its blockhash is the nonce, not a recent one.
  return (
    first.data.length >= 4 && new DataView(first.data.buffer, first.data.byteOffset).getUint32(0, true) === 4
  );
}

/**
 * The ledger: LiteSVM's accounts plus what a JSON-RPC node needs on top of it (slots and their blocks, block
 * height, recent blockhashes, SlotHashes, a transaction history, the root). Every landed transaction gets its own
 * slot and blockhash; block height advances with wall-clock ticks, so a blockhash lives 150 blocks as on a real
 * cluster.
 */
export class Chain {
  private readonly listeners = new Set<TransactionListener>();
  private readonly durableListeners = new Set<() => void>();
  private readonly faucet: Keypair;
  private readonly clock: SlotClock;
  private minimumDelegation: bigint | undefined;
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
    height: number,
    readonly genesisHash: string,
    faucetSecretKey: Uint8Array,
    options: ChainOptions,
  ) {
    this.faucet = Keypair.fromSecretKey(faucetSecretKey);
    // Blockhashes are checked here against the recent window, since LiteSVM only knows its latest one.
    svm.setBlockhashCheck(false);
    svm.setSigverify(true);
    installMemoProgram(svm);
    installNativeMints(svm);
    this.clock = new SlotClock(svm, blockhashes, height, options.blockCapacity ?? DEFAULT_BLOCK_CAPACITY);
    // What a chain starts with was read from disk (or is nothing at all).
    this.durableSlot = this.slot;
  }

  static create(options: ChainOptions = {}): Chain {
    const svm = new LiteSvm();
    // A new chain starts at slot 0 and block height 0, as a validator's genesis does (LiteSVM's clock starts at
    // an arbitrary mainnet-like slot).
    svm.warpToSlot(0n);
    const chain = new Chain(
      svm,
      new BlockhashWindow(),
      new TransactionIndex(options.historyCapacity ?? DEFAULT_HISTORY_CAPACITY),
      0,
      bs58.encode(randomBytes(32)),
      Keypair.generate().secretKey,
      options,
    );
    // Block 0 holds no transaction, as on a validator: the node's accounts are made in block 1.
    chain.tick();
    ensureNodeAccounts(chain, svm);
    for (const account of options.genesisAccounts ?? []) {
      svm.setAccount(
        bs58.decode(account.address),
        new NativeAccount(
          account.lamports,
          account.data,
          bs58.decode(account.owner),
          account.executable,
          account.rentEpoch,
        ),
      );
    }
    return chain;
  }

  /** `records`: the saved history, oldest first. */
  static restore(snapshot: ChainSnapshot, records: TransactionRecord[], options: ChainOptions = {}): Chain {
    const { meta } = snapshot;
    const svm = LiteSvm.fromBytes(snapshot.svm);
    const chain = new Chain(
      svm,
      new BlockhashWindow(meta.blockhashes),
      new TransactionIndex(
        options.historyCapacity ?? DEFAULT_HISTORY_CAPACITY,
        records,
        meta.transactionCount,
      ),
      meta.blockHeight,
      meta.genesisHash,
      bs58.decode(meta.faucetSecretKey),
      options,
    );
    // Chains saved by an earlier version have no node accounts yet.
    ensureNodeAccounts(chain, svm);
    return chain;
  }

  snapshot(): ChainSnapshot {
    // The sysvar is written lazily; a restart continues from what the snapshot holds.
    this.clock.syncSlotHashes();
    return {
      svm: this.svm.toBytes(),
      meta: {
        genesisHash: this.genesisHash,
        faucetSecretKey: bs58.encode(this.faucet.secretKey),
        blockHeight: this.clock.blockHeight,
        blockhashes: this.blockhashes.entries(),
        transactionCount: this.index.transactionCount,
      },
    };
  }

  /** The slot accepting transactions (what `processed` sees). */
  get slot(): number {
    return this.clock.slot;
  }

  /** The newest slot whose transactions are all on disk: what `confirmed` and `finalized` see. */
  get root(): number {
    return this.clock.root;
  }

  slotAt(commitment: Commitment): number {
    return commitment === 'processed' ? this.slot : this.root;
  }

  /** Every slot since the chain started (the last `blockCapacity`), with its time and transactions. */
  get blocks(): BlockLedger {
    return this.clock.blocks;
  }

  get epochSchedule(): EpochScheduleInfo {
    return this.clock.epochSchedule;
  }

  epochOf(slot: number): EpochPosition {
    return this.clock.epochOf(slot);
  }

  /** The node's identity (getIdentity, the leader of every slot): the key that pays the chain's own fees. */
  get identity(): string {
    return this.faucet.publicKey.toBase58();
  }

  get blockHeight(): number {
    return this.clock.blockHeight;
  }

  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number } {
    return this.clock.latestBlockhash();
  }

  isBlockhashValid(blockhash: string): boolean {
    return this.clock.isBlockhashValid(blockhash);
  }

  getAccount(address: string): ChainAccount | null {
    if (address === SLOT_HASHES_SYSVAR) this.clock.syncSlotHashes();
    return readAccount(this.svm, address);
  }

  /** Every account holding lamports (getSupply, getLargestAccounts); a full scan, not for hot paths. */
  allAccounts(): ScannedAccount[] {
    return scanAccounts(this.svm);
  }

  /** The stake program's minimum delegation, asked of the program once. */
  stakeMinimumDelegation(): bigint {
    this.minimumDelegation ??= readStakeMinimumDelegation(this.svm, this.faucet);
    return this.minimumDelegation;
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
    this.clock.durableBelow(slot);
    for (const listener of this.durableListeners) listener();
  }

  /** Each slot the chain enters (slotSubscribe). */
  onSlot(listener: (update: SlotUpdate) => void): () => void {
    return this.clock.onSlot(listener);
  }

  /** Each new root (rootSubscribe). */
  onRoot(listener: (root: number) => void): () => void {
    return this.clock.onRoot(listener);
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
    this.clock.tick();
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

    if (readsSlotHashes(transaction)) this.clock.syncSlotHashes();
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
    if (readsSlotHashes(decoded)) this.clock.syncSlotHashes();
    const result = this.svm.sendVersionedTransaction(decoded.bytes);
    const failed = result instanceof FailedTransactionMetadata ? result : undefined;
    const meta = failed ? failed.meta() : (result as Exclude<typeof result, FailedTransactionMetadata>);
    // Errors found before execution leave no trace (LiteSVM reports them with an all-zero signature).
    if (failed && isZeroSignature(meta.signature())) {
      return { landed: false, signature: decoded.signature, err: transactionErrorJson(failed) };
    }
    const post = captureBalances(resolved.keys, read);
    const block = this.blocks.latest as NonNullable<BlockLedger['latest']>;
    const record: TransactionRecord = {
      signature: decoded.signature,
      slot: block.slot,
      blockTime: block.blockTime,
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
    const { unitPrice } = computeBudgetOf(decoded.staticAccountKeys, decoded.instructions);
    this.clock.landed(record.signature, { unitPrice: Number(unitPrice), writable: resolved.writable });
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
}
