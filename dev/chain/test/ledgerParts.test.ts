import { BlockLedger } from '../src/ledger/BlockLedger';
import { epochOfSlot, firstSlotOfEpoch, MAINNET_EPOCH_SCHEDULE } from '../src/ledger/epochSchedule';
import { RootTracker } from '../src/ledger/RootTracker';
import { parseExtensions } from '../src/accounts/token2022Extensions';

const open = (ledger: BlockLedger, slot: number) =>
  ledger.open({ slot, blockhash: `hash${slot}`, blockHeight: slot, blockTime: 1_700_000_000 + slot });

describe('BlockLedger', () => {
  it('links each block to its parent and records transactions in the open block', () => {
    const ledger = new BlockLedger(10);
    ledger.open(
      { slot: 5, blockhash: 'hash5', blockHeight: 5, blockTime: 1 },
      { slot: 4, blockhash: 'hash4' },
    );
    open(ledger, 6);
    ledger.addTransaction('sig', { unitPrice: 7, writable: ['a'] });
    expect(ledger.get(5)).toMatchObject({ parentSlot: 4, previousBlockhash: 'hash4', signatures: [] });
    expect(ledger.get(6)).toMatchObject({ parentSlot: 5, previousBlockhash: 'hash5', signatures: ['sig'] });
    expect(() => open(ledger, 8)).toThrow(/does not follow/);
  });

  it('keeps the last `capacity` blocks and answers ranges within them', () => {
    const ledger = new BlockLedger(3);
    for (let slot = 100; slot < 2200; slot += 1) open(ledger, slot);
    expect(ledger.first?.slot).toBe(2197);
    expect(ledger.latest?.slot).toBe(2199);
    expect(ledger.get(2196)).toBeUndefined();
    expect(ledger.range(0, 10_000).map((block) => block.slot)).toEqual([2197, 2198, 2199]);
    expect(ledger.range(2198, 2198).map((block) => block.slot)).toEqual([2198]);
    expect(ledger.recent(2199, 2).map((block) => block.slot)).toEqual([2198, 2199]);
    expect(ledger.range(2199, 2198)).toEqual([]);
  });
});

describe('RootTracker', () => {
  it('holds the root below the oldest transaction not on disk, and only moves forward', () => {
    const roots = new RootTracker(9);
    const heard: number[] = [];
    roots.onRoot((root) => heard.push(root));
    roots.update(11); // slot 10 complete, nothing pending
    roots.landed(11);
    roots.update(12);
    roots.update(13);
    roots.durableBelow(12);
    roots.update(13);
    expect(heard).toEqual([10, 12]);
    expect(roots.root).toBe(12);
  });
});

describe('epoch schedule', () => {
  it("follows mainnet's 432,000-slot epochs", () => {
    expect(epochOfSlot(MAINNET_EPOCH_SCHEDULE, 447_552_000)).toEqual({
      epoch: 1036,
      slotIndex: 0,
      slotsInEpoch: 432_000,
    });
    expect(firstSlotOfEpoch(MAINNET_EPOCH_SCHEDULE, 1036)).toBe(447_552_000);
  });

  it('handles warm-up epochs (32, 64, 128 … slots)', () => {
    const warmup = {
      ...MAINNET_EPOCH_SCHEDULE,
      warmup: true,
      firstNormalEpoch: 14,
      firstNormalSlot: 524_256,
    };
    expect(epochOfSlot(warmup, 0)).toEqual({ epoch: 0, slotIndex: 0, slotsInEpoch: 32 });
    expect(epochOfSlot(warmup, 31)).toEqual({ epoch: 0, slotIndex: 31, slotsInEpoch: 32 });
    expect(epochOfSlot(warmup, 32)).toEqual({ epoch: 1, slotIndex: 0, slotsInEpoch: 64 });
    expect(epochOfSlot(warmup, 524_256)).toEqual({ epoch: 14, slotIndex: 0, slotsInEpoch: 432_000 });
    expect(firstSlotOfEpoch(warmup, 2)).toBe(96);
    expect(firstSlotOfEpoch(warmup, 15)).toBe(524_256 + 432_000);
  });
});

describe('Token-2022 extensions', () => {
  /** A Token-2022 account body: 165 base bytes, the account type, then TLV entries. */
  const withTlv = (...entries: [number, Uint8Array][]) => {
    const parts = entries.map(([type, value]) => {
      const entry = new Uint8Array(4 + value.length);
      new DataView(entry.buffer).setUint16(0, type, true);
      new DataView(entry.buffer).setUint16(2, value.length, true);
      entry.set(value, 4);
      return entry;
    });
    return Buffer.concat([Buffer.alloc(165), Buffer.from([1]), ...parts, Buffer.alloc(4)]);
  };

  it('reads known entries, marks unknown or short ones unparseable, and stops at the unused tail', () => {
    const closeAuthority = new Uint8Array(32).fill(1);
    const data = withTlv(
      [3, closeAuthority],
      [9, new Uint8Array(0)],
      [99, new Uint8Array(2)],
      [8, new Uint8Array(0)],
    );
    expect(parseExtensions(data)).toEqual([
      {
        extension: 'mintCloseAuthority',
        state: { closeAuthority: '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi' },
      },
      { extension: 'nonTransferable' },
      { extension: 'unparseableExtension' },
      { extension: 'unparseableExtension' },
    ]);
  });

  it('turns an all-zero optional authority into null', () => {
    expect(parseExtensions(withTlv([12, new Uint8Array(32)]))).toEqual([
      { extension: 'permanentDelegate', state: { delegate: null } },
    ]);
  });
});
