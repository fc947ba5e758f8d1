/** What one landed transaction adds to its block's prioritization-fee record. */
export interface BlockFee {
  /** Compute-unit price the transaction paid, in micro-lamports (0 without a compute-budget price). */
  unitPrice: number;
  /** The accounts it write-locked. */
  writable: readonly string[];
}

/** One slot the chain produced: every slot is a block here (one node, nothing skipped). */
export interface Block {
  slot: number;
  parentSlot: number;
  blockhash: string;
  previousBlockhash: string;
  blockHeight: number;
  /** Unix seconds when the chain entered the slot (the Clock sysvar of that slot). */
  blockTime: number;
  /** The transactions that landed in it, in order. */
  signatures: string[];
  fees: BlockFee[];
}

export interface OpenBlock {
  slot: number;
  blockhash: string;
  blockHeight: number;
  blockTime: number;
}

/**
 * The blocks the chain produced since it started, oldest first, the last `capacity` of them. A block is opened
 * when the chain enters its slot and receives the transactions that land while it is open.
 */
export class BlockLedger {
  /** blocks[head] is the oldest block held; what is before it was dropped and is compacted away now and then. */
  private blocks: Block[] = [];
  private head = 0;
  /** Slot of the oldest block held; slots are consecutive, so block `s` is blocks[head + s - firstSlot]. */
  private firstSlot = 0;

  constructor(private readonly capacity: number) {}

  /**
   * Opens the block of a new slot. `parent` names the previous block when the ledger is empty (a chain that
   * starts from a snapshot links its first block to the last slot it knew).
   */
  open(block: OpenBlock, parent?: { slot: number; blockhash: string }): void {
    const previous = this.latest;
    if (previous && block.slot !== previous.slot + 1) {
      throw new Error(`block ${block.slot} does not follow block ${previous.slot}`);
    }
    if (!previous) this.firstSlot = block.slot;
    this.blocks.push({
      ...block,
      parentSlot: previous?.slot ?? parent?.slot ?? block.slot,
      previousBlockhash: previous?.blockhash ?? parent?.blockhash ?? block.blockhash,
      signatures: [],
      fees: [],
    });
    while (this.blocks.length - this.head > this.capacity) {
      this.head += 1;
      this.firstSlot += 1;
    }
    // Shifting a long array on every slot would copy it each time: drop the dead prefix in one go instead.
    if (this.head > 1024 && this.head * 2 > this.blocks.length) {
      this.blocks = this.blocks.slice(this.head);
      this.head = 0;
    }
  }

  /** Records a landed transaction in the open (latest) block. */
  addTransaction(signature: string, fee: BlockFee): void {
    const block = this.latest;
    if (!block) throw new Error('no open block');
    block.signatures.push(signature);
    block.fees.push(fee);
  }

  get latest(): Block | undefined {
    return this.blocks.length > this.head ? this.blocks[this.blocks.length - 1] : undefined;
  }

  /** The oldest block still held (minimumLedgerSlot, getFirstAvailableBlock). */
  get first(): Block | undefined {
    return this.blocks[this.head];
  }

  get(slot: number): Block | undefined {
    return slot < this.firstSlot ? undefined : this.blocks[this.head + slot - this.firstSlot];
  }

  /** Blocks with start ≤ slot ≤ end, oldest first. */
  range(start: number, end: number): Block[] {
    const held = this.blocks.length - this.head;
    if (held === 0 || end < start) return [];
    const from = Math.max(start - this.firstSlot, 0);
    const to = Math.min(end - this.firstSlot, held - 1);
    return to < from ? [] : this.blocks.slice(this.head + from, this.head + to + 1);
  }

  /** The newest `count` blocks up to `slot`, newest last. */
  recent(slot: number, count: number): Block[] {
    return this.range(slot - count + 1, slot);
  }
}
