/**
 * The root: the newest slot whose transactions are all on disk. It is what `confirmed` and `finalized` see
 * (getSlot, getBlock, rootSubscribe): a slot becomes final once the chain has moved past it and a snapshot holds
 * every transaction of it (README, "Durability"). There are no forks, so it only moves forward.
 */
export class RootTracker {
  /** Slots of landed transactions not on disk yet, oldest first. */
  private readonly pending: number[] = [];
  private readonly listeners = new Set<(root: number) => void>();

  constructor(private current: number) {}

  get root(): number {
    return this.current;
  }

  /** A transaction landed in `slot`: that slot cannot be final before the snapshot holding it. */
  landed(slot: number): void {
    this.pending.push(slot);
  }

  /** A snapshot holds every transaction of the slots before `slot`. */
  durableBelow(slot: number): void {
    while (this.pending.length > 0 && (this.pending[0] as number) < slot) this.pending.shift();
  }

  /** Recomputes the root while the chain is at `openSlot` (the slot accepting transactions). */
  update(openSlot: number): void {
    const next = this.pending.length > 0 ? (this.pending[0] as number) - 1 : openSlot - 1;
    if (next <= this.current) return;
    this.current = next;
    for (const listener of this.listeners) listener(next);
  }

  onRoot(listener: (root: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
