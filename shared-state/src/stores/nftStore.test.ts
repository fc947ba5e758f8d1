import type { Nft } from '../schemas';
import { useNftStore } from './nftStore';

const nft = (id: string, collection: 'p2e' | 'f2p') => ({ id, collection }) as Nft;

beforeEach(() => useNftStore.getState().reset());

describe('useNftStore', () => {
  it('starts idle with no NFTs', () => {
    expect(useNftStore.getState().nfts).toEqual({ p2e: [], f2p: [] });
    expect(useNftStore.getState().status).toBe('idle');
  });

  it('setNfts stores both collections and marks the list ready', () => {
    useNftStore.getState().setStatus('loading');
    expect(useNftStore.getState().status).toBe('loading');
    useNftStore.getState().setNfts({ p2e: [nft('a', 'p2e')], f2p: [nft('b', 'f2p')] });
    expect(useNftStore.getState().nfts).toEqual({ p2e: [nft('a', 'p2e')], f2p: [nft('b', 'f2p')] });
    expect(useNftStore.getState().status).toBe('ready');
  });

  it('setNfts with one collection keeps the other', () => {
    useNftStore.getState().setNfts({ p2e: [nft('a', 'p2e')], f2p: [nft('b', 'f2p')] });
    useNftStore.getState().setNfts({ p2e: [nft('c', 'p2e')] });
    expect(useNftStore.getState().nfts).toEqual({ p2e: [nft('c', 'p2e')], f2p: [nft('b', 'f2p')] });
  });

  it('records a failed load', () => {
    useNftStore.getState().setStatus('error');
    expect(useNftStore.getState().status).toBe('error');
  });

  it('reset empties the lists and goes back to idle', () => {
    useNftStore.getState().setNfts({ p2e: [nft('a', 'p2e')] });
    useNftStore.getState().reset();
    expect(useNftStore.getState().nfts).toEqual({ p2e: [], f2p: [] });
    expect(useNftStore.getState().status).toBe('idle');
  });
});
