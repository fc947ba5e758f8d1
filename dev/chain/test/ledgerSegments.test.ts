import fs from 'node:fs';
import path from 'node:path';
import type { TransactionRecord } from '../src/ledger/types';
import { LedgerSegments } from '../src/state/LedgerSegments';
import { tempDataDir } from './support/testChain';

const record = (n: number) => ({ signature: `sig${n}` }) as TransactionRecord;
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => record(from + i));

describe('ledger segments', () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDataDir();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes each full segment once and keeps the rest as the tail', async () => {
    const ledger = new LedgerSegments(dir, 3);
    expect(await ledger.persist(range(0, 2), 2)).toEqual({ segments: [], tail: range(0, 2) });
    expect(await ledger.persist(range(0, 7), 7)).toEqual({ segments: [0, 1], tail: range(6, 7) });
    expect(fs.readdirSync(dir).sort()).toEqual(['segment-000000000.json', 'segment-000000001.json']);
    const again = new LedgerSegments(dir, 3);
    expect([...again.load([0, 1]), ...range(6, 7)].map((r) => r.signature)).toEqual(
      range(0, 7).map((r) => r.signature),
    );
  });

  it('follows the history window as old records are dropped, and removes what is no longer referred to', async () => {
    const ledger = new LedgerSegments(dir, 3);
    await ledger.persist(range(0, 7), 7);
    // Only the last 5 of 10 are remembered: segment 0 is gone, segment 1 is partly kept.
    const { segments, tail } = await ledger.persist(range(5, 10), 10);
    expect(segments).toEqual([1, 2]);
    expect(tail.map((r) => r.signature)).toEqual(['sig9']);
    fs.writeFileSync(path.join(dir, 'segment-000000042.json'), '[]'); // left behind by a crash
    await ledger.prune(segments);
    expect(fs.readdirSync(dir).sort()).toEqual(['segment-000000001.json', 'segment-000000002.json']);
  });

  it('explains a missing segment', () => {
    expect(() => new LedgerSegments(dir, 3).load([7])).toThrow(/reset the data directory/);
  });
});
