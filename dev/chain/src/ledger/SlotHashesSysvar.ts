import type { LiteSvm } from './litesvm';

/** A validator's SlotHashes sysvar holds the hashes of the last 512 slots. */
export const MAX_SLOT_HASHES = 512;

interface SlotHashEntry {
  slot: number;
  hash: string;
}

/**
 * Keeps LiteSVM's SlotHashes sysvar moving with the slots (LiteSVM leaves it at its first slot). Each new slot is
 * remembered here; the sysvar account is rewritten only when something is about to read it (a transaction that
 * names the address lookup table program or the sysvar, a read of the sysvar, a snapshot), since writing 512
 * entries costs more than a whole transfer.
 */
export class SlotHashesSysvar {
  /** Newest first, as the sysvar stores them. */
  private entries: SlotHashEntry[];
  private dirty = false;

  constructor(private readonly svm: LiteSvm) {
    // A restored chain continues from what its snapshot held.
    this.entries = svm.getSlotHashes().map((entry) => ({ slot: Number(entry.slot), hash: entry.hash }));
  }

  /** The hash recorded for `slot`, if it is among the last 512. */
  hashOf(slot: number): string | undefined {
    return this.entries.find((entry) => entry.slot === slot)?.hash;
  }

  /** The chain entered `slot` (slots only grow, but a restored chain may enter again a slot it had recorded). */
  record(slot: number, hash: string): void {
    while (this.entries.length > 0 && (this.entries[0] as SlotHashEntry).slot >= slot) this.entries.shift();
    this.entries.unshift({ slot, hash });
    if (this.entries.length > MAX_SLOT_HASHES) this.entries.length = MAX_SLOT_HASHES;
    this.dirty = true;
  }

  /** Writes the remembered slots into the sysvar account if they changed since the last write. */
  sync(): void {
    if (!this.dirty) return;
    this.svm.setSlotHashes(this.entries.map((entry) => ({ slot: BigInt(entry.slot), hash: entry.hash })));
    this.dirty = false;
  }
}
