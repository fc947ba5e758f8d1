import { useCallback, useState } from 'react';
import type { WalletName } from '@solana/wallet-adapter-base';

/** The key the chosen wallet's name is stored under (docs/product-rules.md, "Constants"). */
export const WALLET_NAME_KEY = 'walletName';

// This module alone reads and writes the key: the early sign-in keeps the wallet that approved, the wallet layer
// reads the choice as it mounts and keeps each change. The name is stored as JSON (a quoted string), the form
// the key has always held, so a choice kept by an earlier version of the app still reads.

/** The chosen wallet's name as stored, or null: none, unreadable, or no storage. */
export function storedWalletName(): WalletName | null {
  try {
    const stored = localStorage.getItem(WALLET_NAME_KEY);
    const name: unknown = stored === null ? null : JSON.parse(stored);
    return typeof name === 'string' && name !== '' ? (name as WalletName) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps `name` as the chosen wallet (null forgets it). The early sign-in keeps the wallet that approved before
 * the wallet layer has loaded, so that a page closed or reloaded before the layer arrives still reconnects it.
 * A storage that refuses loses only this convenience.
 */
export function keepWalletName(name: string | null): void {
  try {
    if (name === null) localStorage.removeItem(WALLET_NAME_KEY);
    else localStorage.setItem(WALLET_NAME_KEY, JSON.stringify(name));
  } catch {
    // No storage (a private window, a host's sandbox): the choice still holds for this page.
  }
}

/** The wallet layer's choice: read from storage as the layer mounts, each change kept at once. */
export function useStoredWalletName(): [WalletName | null, (name: WalletName | null) => void] {
  const [name, setName] = useState(storedWalletName);
  const keep = useCallback((next: WalletName | null) => {
    keepWalletName(next);
    setName(next);
  }, []);
  return [name, keep];
}
