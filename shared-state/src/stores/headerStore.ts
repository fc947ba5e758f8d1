import { create } from 'zustand';
import { useConfigStore } from '../configStore';
import { WalletType, isWalletToken, mintFor, type TokenMints, type WalletTokenType } from '../tokens';
import { mapTokens, zeroBalance, zeroTokens, type HeaderTokens, type TokenBalance } from './headerTokens';

export const DEFAULT_TITLE = 'Home';

/** The header's fields and their defaults (docs/product-rules.md, "Header state"). */
export interface HeaderFields {
  title: string;
  tokens: HeaderTokens;
  selectedWallet: WalletType;
  hasBack: boolean;
  hasFilter: boolean;
  hasLp: boolean;
  filterClickCount: number;
  /** How many filters the page behind the filter button has on; the button shows it as a badge when above 0. */
  activeFilterCount: number;
}

/** The header's state changes (docs/product-rules.md, "Header state"), plus what the shell needs at start and at sign-out. */
export interface HeaderActions {
  /** Merges `entry` into one wallet's balance of one token; a token the wallet does not hold is ignored. */
  setTokenBalance: <W extends WalletType>(
    walletType: W,
    tokenType: WalletTokenType<W>,
    entry: Partial<TokenBalance>,
  ) => void;
  setHasBack: (hasBack: boolean) => void;
  setHasFilter: (hasFilter: boolean) => void;
  setHasLp: (hasLp: boolean) => void;
  setSelectedWallet: (walletType: WalletType) => void;
  setTitle: (title: string) => void;
  incrementFilterClickCount: () => void;
  /** Set by the page that shows the filter button; a whole number, never below 0. */
  setActiveFilterCount: (count: number) => void;
  /** Fills every balance's `mint` from the runtime config's mints. */
  setMints: (mints: TokenMints) => void;
  /** Back to the defaults at sign-out; the mints stay, as they come from the config, not the session. */
  resetHeader: () => void;
}

export type HeaderState = HeaderFields & HeaderActions;

function defaults(tokens: HeaderTokens): HeaderFields {
  return {
    title: DEFAULT_TITLE,
    tokens,
    selectedWallet: WalletType.GLOBAL,
    hasBack: false,
    hasFilter: false,
    hasLp: false,
    filterClickCount: 0,
    activeFilterCount: 0,
  };
}

/** The header's state, shared by the shell and every tab. */
export const useHeaderStore = create<HeaderState>()((set) => ({
  ...defaults(zeroTokens(useConfigStore.getState().config?.mints ?? null)),

  setTokenBalance: (walletType, tokenType, entry) => {
    // The type already restricts callers; this guards values that arrive untyped (socket, API data).
    if (!isWalletToken(walletType, tokenType)) {
      console.warn(`The ${walletType} wallet holds no ${tokenType}; balance ignored`);
      return;
    }
    set((state) => {
      const wallet: Record<string, TokenBalance> = state.tokens[walletType];
      const current = wallet[tokenType];
      if (!current) return {};
      // Only the changed wallet and entry get new objects, so selectors on the rest do not re-render.
      return {
        tokens: { ...state.tokens, [walletType]: { ...wallet, [tokenType]: { ...current, ...entry } } },
      };
    });
  },
  setHasBack: (hasBack) => set({ hasBack }),
  setHasFilter: (hasFilter) => set({ hasFilter }),
  setHasLp: (hasLp) => set({ hasLp }),
  setSelectedWallet: (selectedWallet) => set({ selectedWallet }),
  setTitle: (title) => set({ title }),
  incrementFilterClickCount: () => set((state) => ({ filterClickCount: state.filterClickCount + 1 })),
  setActiveFilterCount: (count) => set({ activeFilterCount: Math.max(0, Math.floor(count)) }),
  setMints: (mints) =>
    set((state) => ({
      tokens: mapTokens(state.tokens, (entry, w, t) => ({ ...entry, mint: mintFor(w, t, mints) })),
    })),
  resetHeader: () =>
    set((state) =>
      defaults(mapTokens(state.tokens, (entry, w, t) => ({ ...zeroBalance(w, t), mint: entry.mint }))),
    ),
}));
