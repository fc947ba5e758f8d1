import { create } from 'zustand';
import type { Nft, NftCollection } from '../schemas';

export type NftLoadStatus = 'idle' | 'loading' | 'ready' | 'error';
export type NftsByCollection = Record<NftCollection, Nft[]>;

export interface NftState {
  nfts: NftsByCollection;
  status: NftLoadStatus;
  /** Replaces the given collections (the others stay) and marks the list ready. */
  setNfts: (nfts: Partial<NftsByCollection>) => void;
  setStatus: (status: NftLoadStatus) => void;
  /** Empty and idle again, at sign-out. */
  reset: () => void;
}

const empty = (): NftsByCollection => ({ p2e: [], f2p: [] });

/** The account's game NFTs, loaded by the shell after sign-in and read by the tabs. */
export const useNftStore = create<NftState>()((set) => ({
  nfts: empty(),
  status: 'idle',
  setNfts: (nfts) => set((state) => ({ nfts: { ...state.nfts, ...nfts }, status: 'ready' })),
  setStatus: (status) => set({ status }),
  reset: () => set({ nfts: empty(), status: 'idle' }),
}));
