/**
 * Saves soon after a change, but at most once per `delayMs` however busy the chain is: the first change
 * starts the timer and later ones ride along. Saves never overlap, and `flush` waits for the last one.
 */
export class SnapshotScheduler {
  private timer: NodeJS.Timeout | undefined;
  private saving: Promise<void> | undefined;
  private dirty = false;

  constructor(
    private readonly save: () => Promise<void>,
    private readonly delayMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  markDirty(): void {
    this.dirty = true;
    if (this.timer || this.saving) return;
    this.timer = setTimeout(() => void this.run(), this.delayMs);
  }

  /** Writes any pending change now (shutdown); no save is left scheduled afterwards. */
  async flush(): Promise<void> {
    for (;;) {
      if (this.timer) clearTimeout(this.timer);
      this.timer = undefined;
      // A save in progress may schedule the next one when it ends: wait, then look again.
      if (this.saving) await this.saving;
      else if (this.dirty) await this.run();
      else return;
    }
  }

  private async run(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.dirty = false;
    this.saving = this.save().catch(this.onError);
    try {
      await this.saving;
    } finally {
      this.saving = undefined;
    }
    if (this.dirty && !this.timer) this.timer = setTimeout(() => void this.run(), this.delayMs);
  }
}
