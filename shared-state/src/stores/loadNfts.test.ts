import type { GameApi } from '../services';
import { loadNfts } from './loadNfts';
import { useLoginStore } from './loginStore';
import { useNftStore } from './nftStore';

const api = (getNfts: GameApi['getNfts']) => ({ getNfts }) as unknown as GameApi;
const nft = { id: 'n1' } as unknown as Awaited<ReturnType<GameApi['getNfts']>>[number];

beforeEach(() => {
  useLoginStore.getState().signOut();
  useNftStore.getState().reset();
});

describe('loadNfts', () => {
  it('stores both collections and marks NFTs fetched when the wallet reports some', async () => {
    await loadNfts(api(async (collection) => (collection === 'p2e' ? [nft] : [])));
    expect(useNftStore.getState()).toMatchObject({ status: 'ready', nfts: { p2e: [nft], f2p: [] } });
    expect(useLoginStore.getState().isNftsFetched).toBe(true);
  });

  it('leaves isNftsFetched false when the wallet reports none', async () => {
    await loadNfts(api(async () => []));
    expect(useNftStore.getState().status).toBe('ready');
    expect(useLoginStore.getState().isNftsFetched).toBe(false);
  });

  it('never turns isNftsFetched back to false (one-way)', async () => {
    await loadNfts(api(async () => [nft]));
    await loadNfts(api(async () => []));
    expect(useLoginStore.getState().isNftsFetched).toBe(true);
  });

  it('marks the list as failed, keeping the flag, when a call fails', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await loadNfts(api(async () => Promise.reject(new Error('HTTP 500'))));
    expect(useNftStore.getState().status).toBe('error');
    expect(useLoginStore.getState().isNftsFetched).toBe(false);
  });
});
