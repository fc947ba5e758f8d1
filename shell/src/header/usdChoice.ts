import { create } from 'zustand';

/** localStorage key of whether the header's coin shows its USD value too: a choice kept per device. */
export const SHOW_USD_STORAGE_KEY = 'companion.showUsd';

function readStored(): boolean {
  try {
    return globalThis.localStorage?.getItem(SHOW_USD_STORAGE_KEY) === '1';
  } catch {
    return false; // storage off (a framed app, some private modes): off until chosen
  }
}

function store(showUsd: boolean): void {
  try {
    globalThis.localStorage?.setItem(SHOW_USD_STORAGE_KEY, showUsd ? '1' : '0');
  } catch {
    // Storage off: the choice lasts until the page closes.
  }
}

interface UsdChoice {
  showUsd: boolean;
  toggleUsd: () => void;
}

/** Whether the header's coin shows its balance in USD as well (docs/product-rules.md, "Values in USD"). */
export const useUsdChoice = create<UsdChoice>()((set) => ({
  showUsd: readStored(),
  toggleUsd: () =>
    set((state) => {
      store(!state.showUsd);
      return { showUsd: !state.showUsd };
    }),
}));
