import { nft } from '../testing/fakes';
import { summarizeNfts } from './nftSummary';

describe('summarizeNfts', () => {
  it('counts both collections by kind and by rarity, rarities common to legendary, held ones only', () => {
    const summary = summarizeNfts({
      p2e: [nft('a', 'tool', 'legendary'), nft('b', 'pet', 'common'), nft('c', 'tool', 'common')],
      f2p: [nft('d', 'pet', 'rare', 'f2p')],
    });
    expect(summary.total).toBe(4);
    expect(summary.byKind).toEqual([
      { kind: 'tool', count: 2 },
      { kind: 'pet', count: 2 },
    ]);
    expect(summary.byRarity).toEqual([
      { rarity: 'common', count: 2 },
      { rarity: 'rare', count: 1 },
      { rarity: 'legendary', count: 1 },
    ]);
  });

  it('gives zero counts for no NFTs', () => {
    expect(summarizeNfts({ p2e: [], f2p: [] })).toEqual({
      total: 0,
      byKind: [
        { kind: 'tool', count: 0 },
        { kind: 'pet', count: 0 },
      ],
      byRarity: [],
    });
  });
});
