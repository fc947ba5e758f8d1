import fs from 'node:fs';
import path from 'node:path';
import type { TransactionRecord } from '../ledger/types';
import { writeFileAtomic } from './atomicWrite';

export interface PersistedLedger {
  /** Ids of the segment files holding the older records, oldest first. */
  segments: number[];
  /** Records newer than the last full segment (kept in the state file). */
  tail: TransactionRecord[];
}

const FILE = /^segment-(\d+)\.json$/;

/**
 * The transaction history on disk. Records never change once landed, so every full block of
 * `segmentSize` records is written once, atomically, as its own file; only the newer tail goes into the
 * state file with each snapshot. A save then costs the same with 100 or 20,000 transactions of history.
 */
export class LedgerSegments {
  private readonly written = new Set<number>();

  constructor(
    private readonly dir: string,
    private readonly segmentSize = 1000,
  ) {}

  private file(id: number): string {
    return path.join(this.dir, `segment-${String(id).padStart(9, '0')}.json`);
  }

  /**
   * Writes the full segments not on disk yet. `records` are the last `records.length` of `total`
   * transactions, oldest first (segment k holds transactions k*size … (k+1)*size-1).
   */
  async persist(records: TransactionRecord[], total: number): Promise<PersistedLedger> {
    const first = total - records.length;
    const sealedEnd = Math.floor(total / this.segmentSize) * this.segmentSize;
    const segments: number[] = [];
    for (let id = Math.floor(first / this.segmentSize); id * this.segmentSize < sealedEnd; id += 1) {
      segments.push(id);
      if (this.written.has(id)) continue;
      const start = Math.max(id * this.segmentSize, first) - first;
      const end = (id + 1) * this.segmentSize - first;
      await fs.promises.mkdir(this.dir, { recursive: true });
      await writeFileAtomic(this.file(id), JSON.stringify(records.slice(start, end)));
      this.written.add(id);
    }
    return { segments, tail: records.slice(Math.max(sealedEnd - first, 0)) };
  }

  load(segments: number[]): TransactionRecord[] {
    const records: TransactionRecord[] = [];
    for (const id of segments) {
      const file = this.file(id);
      let segment: TransactionRecord[];
      try {
        segment = JSON.parse(fs.readFileSync(file, 'utf8')) as TransactionRecord[];
      } catch (error) {
        throw new Error(
          `cannot read ${file} (${(error as Error).message}); reset the data directory to start over`,
        );
      }
      records.push(...segment);
      this.written.add(id);
    }
    return records;
  }

  /** Deletes segment files the state no longer refers to (dropped from history, or left by a crash). */
  async prune(keep: number[]): Promise<void> {
    const wanted = new Set(keep);
    let names: string[];
    try {
      names = await fs.promises.readdir(this.dir);
    } catch {
      return;
    }
    for (const name of names) {
      const id = Number(FILE.exec(name)?.[1] ?? Number.NaN);
      if (Number.isNaN(id) || wanted.has(id)) continue;
      this.written.delete(id);
      await fs.promises.rm(path.join(this.dir, name), { force: true });
    }
  }
}
