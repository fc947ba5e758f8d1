/** The key the chosen wallet's name is stored under (docs/product-rules.md, "Constants"). */
export const WALLET_NAME_KEY = 'walletName';

/** The chosen wallet's name as stored (JSON, as the wallet layer keeps it), or null: none, or no storage. */
export function storedWalletName(): string | null {
  try {
    return localStorage.getItem(WALLET_NAME_KEY);
  } catch {
    return null;
  }
}

/**
 * Keeps `name` as the chosen wallet before the wallet layer has loaded, in the form the wallet layer keeps its
 * choice (wallet-adapter-react's `useLocalStorage`: the value as JSON), so that a page closed or reloaded before
 * the layer arrives still reconnects that wallet. A storage that refuses loses only this convenience.
 */
export function keepWalletName(name: string): void {
  try {
    localStorage.setItem(WALLET_NAME_KEY, JSON.stringify(name));
  } catch {
    // No storage (a private window, a host's sandbox): the wallet layer's choice still holds for this page.
  }
}
