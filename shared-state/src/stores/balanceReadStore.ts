import { create } from 'zustand';

/**
 * Whether a wallet's balances on screen were read (docs/product-rules.md, "Balances"): `loading` until the
 * session's first read answers, `known` once one did, `unknown` when they could not be read. An unknown
 * balance is never shown as 0: the header and the tabs say it is unknown, with a retry, and the session reads
 * again by itself until it answers.
 */
export type BalanceRead = 'loading' | 'known' | 'unknown';

/** How soon the session reads a wallet's balances again after a read that failed (either wallet). */
export const BALANCE_RETRY_MS = 5_000;

export interface BalanceReadState {
  /** GLOBAL, from the chain: `unknown` whenever the last read failed. */
  global: BalanceRead;
  /**
   * IN_GAME, from the game: `unknown` when no read of this session has answered and the last one failed. A
   * failed read after one answered changes nothing: the figures on screen are the game's last word.
   */
  inGame: BalanceRead;
  setGlobalRead: (global: BalanceRead) => void;
  setInGameRead: (inGame: BalanceRead) => void;
}

export const useBalanceReadStore = create<BalanceReadState>()((set) => ({
  global: 'loading',
  inGame: 'loading',
  setGlobalRead: (global) => set((state) => (state.global === global ? {} : { global })),
  setInGameRead: (inGame) => set((state) => (state.inGame === inGame ? {} : { inGame })),
}));
