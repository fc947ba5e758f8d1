import { transfer } from '../testing/fakes';
import { mergeTransfers, parseTransfer } from './transferList';

describe('parseTransfer', () => {
  it('accepts a well-formed transfer', () => {
    const t = transfer({ signature: null, error: 'x' });
    expect(parseTransfer(t)).toBe(t);
    expect(parseTransfer({ ...transfer(), error: undefined })).not.toBeNull();
  });

  it.each([
    null,
    'transfer',
    { ...transfer(), id: 1 },
    { ...transfer(), direction: 'sideways' },
    { ...transfer(), token: 'USDC' },
    { ...transfer(), amount: 5 },
    { ...transfer(), status: 'done' },
    { ...transfer(), signature: undefined },
    { ...transfer(), createdAt: undefined },
  ])('rejects %p', (data) => expect(parseTransfer(data)).toBeNull());
});

describe('mergeTransfers', () => {
  it('adds new transfers and lists newest first', () => {
    const older = transfer({ id: 'a', createdAt: '2026-01-01T00:00:00Z' });
    const newer = transfer({ id: 'b', createdAt: '2026-01-02T00:00:00Z' });
    expect(mergeTransfers([older], [newer]).map((t) => t.id)).toEqual(['b', 'a']);
  });

  it('replaces by id, but never sets a settled transfer back to pending', () => {
    const pending = transfer({ status: 'pending' });
    const confirmed = transfer({ status: 'confirmed' });
    expect(mergeTransfers([pending], [confirmed])).toEqual([confirmed]);
    expect(mergeTransfers([confirmed], [pending])).toEqual([confirmed]);
    const failed = transfer({ status: 'failed', error: 'restored' });
    expect(mergeTransfers([confirmed], [failed])).toEqual([failed]);
  });
});
