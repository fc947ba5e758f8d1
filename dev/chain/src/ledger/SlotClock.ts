import type { BlockhashWindow } from './BlockhashWindow';
import { BlockLedger } from './BlockLedger';
import type { BlockFee } from './BlockLedger';
import { epochOfSlot, MAINNET_EPOCH_SCHEDULE } from './epochSchedule';
import type { EpochPosition, EpochScheduleInfo } from './epochSchedule';
import { EpochSchedule } from './litesvm';
import type { LiteSvm } from './litesvm';
import { RootTracker } from './RootTracker';
import { SlotHashesSysvar } from './SlotHashesSysvar';

/** slotSubscribe's notification: the chain entered `slot`. */
export interface SlotUpdate {
  slot: number;
  parent: number;
  root: number;
}

/**
 * Slots, blocks and time. LiteSVM has a clock but no blocks; here each slot the chain enters is a block with its
 * own blockhash and Clock time, recorded in the block ledger and in the SlotHashes sysvar. Block height advances
 * once per clock tick (so a blockhash lives 150 ticks, about a minute), while every landed transaction moves the
 * chain to a new slot.
 */
export class SlotClock {
  /** Every slot since the chain started, with its time and transactions. */
  readonly blocks: BlockLedger;
  readonly epochSchedule: EpochScheduleInfo = MAINNET_EPOCH_SCHEDULE;
  private readonly roots: RootTracker;
  private readonly slotHashes: SlotHashesSysvar;
  private readonly slotListeners = new Set<(update: SlotUpdate) => void>();
  /** LiteSVM's Clock slot, kept here too: only this class moves it, and reading the sysvar costs a native call. */
  private currentSlot: number;

  constructor(
    private readonly svm: LiteSvm,
    private readonly blockhashes: BlockhashWindow,
    private height: number,
    blockCapacity: number,
  ) {
    // LiteSVM's default schedule has warm-up epochs; the chain keeps mainnet's, and the Clock's epoch with it.
    const schedule = this.epochSchedule;
    svm.setEpochSchedule(
      new EpochSchedule(
        BigInt(schedule.slotsPerEpoch),
        BigInt(schedule.leaderScheduleSlotOffset),
        schedule.warmup,
        BigInt(schedule.firstNormalEpoch),
        BigInt(schedule.firstNormalSlot),
      ),
    );
    this.currentSlot = Number(svm.getClock().slot);
    this.roots = new RootTracker(this.currentSlot - 1);
    this.slotHashes = new SlotHashesSysvar(svm);
    this.blocks = new BlockLedger(blockCapacity);
    this.openBlock(this.setClockToNow());
  }

  /** The slot accepting transactions (what `processed` sees). */
  get slot(): number {
    return this.currentSlot;
  }

  /** The newest slot whose transactions are all on disk: what `confirmed` and `finalized` see. */
  get root(): number {
    return this.roots.root;
  }

  get blockHeight(): number {
    return this.height;
  }

  epochOf(slot: number): EpochPosition {
    return epochOfSlot(this.epochSchedule, slot);
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

  /** Brings the SlotHashes sysvar up to date before something reads it. */
  syncSlotHashes(): void {
    this.slotHashes.sync();
  }

  /** One block of wall-clock time passed: new slot, new blockhash, block height + 1. */
  tick(): void {
    this.height += 1;
    this.advance();
  }

  /** A transaction landed in the open slot: the block records it, and the chain moves to the next slot. */
  landed(signature: string, fee: BlockFee): void {
    const slot = this.slot;
    this.blocks.addTransaction(signature, fee);
    this.roots.landed(slot);
    this.advance();
  }

  /** A snapshot holds every transaction of the slots before `slot`: the root may move. */
  durableBelow(slot: number): void {
    this.roots.durableBelow(slot);
    this.roots.update(this.slot);
  }

  onSlot(listener: (update: SlotUpdate) => void): () => void {
    this.slotListeners.add(listener);
    return () => this.slotListeners.delete(listener);
  }

  onRoot(listener: (root: number) => void): () => void {
    return this.roots.onRoot(listener);
  }

  private advance(): void {
    const slot = this.currentSlot + 1;
    this.svm.warpToSlot(BigInt(slot));
    this.currentSlot = slot;
    this.svm.expireBlockhash();
    const blockTime = this.setClockToNow();
    this.openBlock(blockTime);
    this.roots.update(slot);
    const update = { slot, parent: slot - 1, root: this.roots.root };
    for (const listener of this.slotListeners) listener(update);
  }

  /** The chain entered a slot: its blockhash is the slot's, and the slot is a new block. */
  private openBlock(blockTime: number): void {
    const slot = this.currentSlot;
    const blockhash = this.svm.latestBlockhash();
    this.blockhashes.add(blockhash, this.height);
    const parentHash = this.slotHashes.hashOf(slot - 1);
    this.slotHashes.record(slot, blockhash);
    this.blocks.open(
      { slot, blockhash, blockHeight: this.height, blockTime },
      parentHash === undefined ? undefined : { slot: slot - 1, blockhash: parentHash },
    );
  }

  /** Sets the Clock's time to now (and its epoch to the slot's); answers the Unix time set. */
  private setClockToNow(): number {
    const clock = this.svm.getClock();
    const now = Math.floor(Date.now() / 1000);
    clock.unixTimestamp = BigInt(now);
    // LiteSVM leaves the Clock at epoch 0 however far the slot moves.
    const { epoch } = this.epochOf(this.currentSlot);
    clock.epoch = BigInt(epoch);
    clock.leaderScheduleEpoch = BigInt(epoch + 1);
    this.svm.setClock(clock);
    return now;
  }
}
