import { create } from 'zustand';

/**
 * Whether the GLOBAL balances on screen were read from the chain (docs/product-rules.md, "Balances"):
 * `loading` until the first read of a session answers, `known` once it did, `unknown` when the last read
 * failed (the chain cannot be reached). An unknown balance is never shown as 0: the header and the tabs
 * say it is unknown, with a retry, and the session reads again by itself until the chain answers.
 */
export type BalanceRead = 'loading' | 'known' | 'unknown';

export interface BalanceReadState {
  global: BalanceRead;
  setGlobalRead: (global: BalanceRead) => void;
}

export const useBalanceReadStore = create<BalanceReadState>()((set) => ({
  global: 'loading',
  setGlobalRead: (global) => set((state) => (state.global === global ? {} : { global })),
}));
